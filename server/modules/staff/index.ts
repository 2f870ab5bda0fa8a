/**
 * Staff: who may teach: educators' requests, an admin's approval, refusal or revocation, and
 * invitations.
 */
export { staffRoutes } from './routes.ts';
export * from './service.ts';
