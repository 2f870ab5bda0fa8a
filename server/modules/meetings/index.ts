/**
 * Meetings: cohort meetings (video calls) students join and staff schedule.
 */
export { meetingRoutes } from './routes.ts';
export * from './service.ts';
