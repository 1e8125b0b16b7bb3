import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../../db/open-database.ts';
import { isEmpty, seedDatabase } from '../../db/seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** One SQLite connection per app (better-sqlite3 is synchronous: no pool needed). */
export default fp(
  async (fastify) => {
    const db = openDatabase(fastify.config.dbPath);
    fastify.decorate('db', db);
    fastify.addHook('onClose', async () => db.close());
    if (fastify.config.seedIfEmpty && isEmpty(db)) {
      await seedDatabase(db, fastify.now(), fastify.config.scryptCost);
      fastify.log.info('empty database seeded with demo data');
    }
  },
  { name: 'db', dependencies: ['config'] },
);
