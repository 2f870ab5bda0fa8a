/**
 * Auth: signing in (with its challenge against guessing, and remembered devices), registration,
 * sessions and the role a privileged account acts as. Credentials themselves belong to accounts.
 */
export { authRoutes } from './routes.ts';
export * from './service.ts';
export { DEVICE_COOKIE, forgetStaleDevices } from './devices.ts';
export { CREATE_ADMIN_COMMAND, createAdminHandler } from './admin-command.ts';
