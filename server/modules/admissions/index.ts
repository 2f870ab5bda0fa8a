/**
 * Admissions: the application wizard's applications and drafts, the admissions calendar, the entry
 * assessment's invitations and the decisions that enrol a student.
 */
export { admissionsRoutes } from './routes.ts';
export * from './service.ts';
export { purgeExpiredDrafts } from './drafts.ts';
