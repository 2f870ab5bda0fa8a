import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const healthSchema = z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) });

/** Liveness for load balancers and the test runner: answers only when the database does. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: healthSchema } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { ok: true as const, database: app.databaseDriver };
  });
}
