/**
 * Health: the liveness answer load balancers and the tests poll.
 */
export { healthRoutes } from './routes.ts';
