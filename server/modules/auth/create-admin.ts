import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '#server/db/setup.ts';
import { parseEnv } from '#server/env.ts';
import { upsertAdmin } from './service.ts';

// `npm run create-admin -- --username NAME --password SECRET [--name "Full Name"]`
// The only way to make an admin besides ADMIN_USERNAME/ADMIN_PASSWORD on first start.
const { values } = parseArgs({
  options: { username: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
if (!values.username || values.username.length < 3 || !values.password || values.password.length < 12) {
  console.error('Usage: npm run create-admin -- --username NAME --password SECRET [--name "Full Name"]\n(username at least 3 characters, password at least 12)');
  process.exit(2);
}
const env = parseEnv();
const database = await openConfiguredDatabase(env);
const result = await upsertAdmin(database.db, { username: values.username, password: values.password, name: values.name });
console.log(result.created ? `Admin ${values.username} created.` : `Existing account ${values.username} is now an admin with the new password.`);
await database.close();
