/**
 * Notifications: the bell's notifications, their e-mail copies (written by a job) and each user's
 * choice of which to receive.
 */
export { notificationRoutes } from './routes.ts';
export * from './service.ts';
export { NOTIFICATION_MAIL_JOB, notificationMailJobHandlers, queueNotificationMail } from './email-copies.ts';
