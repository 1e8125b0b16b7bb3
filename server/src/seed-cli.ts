import { openDatabase } from './db/open-database.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDatabase } from './db/seed/index.ts';
import { optionsFromEnv } from './options.ts';

/** `npm run seed -w server`: resets the database to the demo data. */
const options = optionsFromEnv();
const db = openDatabase(options.dbPath);
await seedDatabase(db, new Date(), options.scryptCost);
db.close();
console.log(`Seeded ${options.dbPath}\nDemo user: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
