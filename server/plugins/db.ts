import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '#server/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseDriver: DatabaseHandle['driver'];
  }
}

/** Makes the already-open, migrated database available as `app.db`; the caller owns its lifecycle. */
export const dbPlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('databaseDriver', database.driver);
  },
  { name: 'db' },
);
