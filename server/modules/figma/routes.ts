import type { FastifyInstance } from 'fastify';

/** /api/figma/... (spec point 7): filled in by the design-tools work (issue 6). */
export async function figmaRoutes(_app: FastifyInstance) {}
