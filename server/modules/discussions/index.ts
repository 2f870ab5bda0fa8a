/**
 * Discussions: the Socratic dialogue itself: threads, turns, a student's answers and their
 * analysis, the agent's follow-up questions, educators' comments and the proposals that open
 * threads.
 */
export { discussionRoutes } from './routes.ts';
export * from './service.ts';
export { proposalJobHandlers } from './proposals.ts';
