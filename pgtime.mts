import { openDatabase } from './server/db/database.ts';
import { migrate } from './server/db/migrate.ts';
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const db = await openDatabase({});
  const t1 = performance.now();
  await migrate(db);
  const t2 = performance.now();
  console.log('open', (t1 - t0).toFixed(0), 'migrate', (t2 - t1).toFixed(0));
  await db.close();
}
import { PGlite } from '@electric-sql/pglite';
const base = new PGlite();
await base.waitReady;
const db0 = await openDatabase({});
const t0 = performance.now();
const p = new PGlite(); await p.waitReady;
console.log('raw open', (performance.now() - t0).toFixed(0));
const t1 = performance.now();
const c = await p.clone();
console.log('clone', (performance.now() - t1).toFixed(0));
const t2 = performance.now();
const c2 = await p.clone();
console.log('clone2', (performance.now() - t2).toFixed(0));
