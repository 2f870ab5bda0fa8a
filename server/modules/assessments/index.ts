/**
 * Assessments: the entry assessment an applicant takes from a mailed link, timed, saved as typed,
 * and scored.
 */
export { assessmentRoutes } from './routes.ts';
export * from './service.ts';
