import { PGlite } from '@electric-sql/pglite';
let t0 = Date.now();
const db = new PGlite(); await db.waitReady; console.log('fresh', Date.now() - t0);
await db.exec('create table t(a int); insert into t values (1)');
t0 = Date.now(); const dump = await db.dumpDataDir('none'); console.log('dump', Date.now() - t0, dump.size);
await db.close();
t0 = Date.now(); const db2 = new PGlite({ loadDataDir: dump }); await db2.waitReady; console.log('fromdump', Date.now() - t0, (await db2.query('select * from t')).rows);
t0 = Date.now(); const db3 = new PGlite({ loadDataDir: dump }); await db3.waitReady; console.log('fromdump2', Date.now() - t0);
