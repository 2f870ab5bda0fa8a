import type { FastifyInstance } from 'fastify';

/** /api/canva/... (spec point 7): filled in by the design-tools work (issue 6). */
export async function canvaRoutes(_app: FastifyInstance) {}
