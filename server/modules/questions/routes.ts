import type { FastifyInstance } from 'fastify';

/** POST /api/questions/suggestions (spec point 7): filled in by the question-engine work. */
export async function questionRoutes(_app: FastifyInstance) {}
