import { parseArgs } from 'node:util';
import { DataDirInUseError, sendControlCommand } from '#server/db/data-dir-lock.ts';
import { openConfiguredDatabase } from '#server/db/setup.ts';
import { parseEnv } from '#server/env.ts';
import { CREATE_ADMIN_COMMAND, createAdminArgsSchema, createAdminHandler } from './admin-command.ts';

// `npm run create-admin -- --username NAME --password SECRET [--name "Full Name"]`
// The only way to make an admin besides ADMIN_USERNAME/ADMIN_PASSWORD on first start.
const { values } = parseArgs({
  options: { username: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const args = createAdminArgsSchema.safeParse(values);
if (!args.success) {
  console.error(
    'Usage: npm run create-admin -- --username NAME --password SECRET [--name "Full Name"]\n(username 3 to 50 characters, password at least 12 and not a common one)',
  );
  process.exit(2);
}
const env = parseEnv();

/** Opens the database itself, or, when a running server holds the PGlite directory, asks that server to write the account. */
async function createAdmin(): Promise<{ created: boolean; via: 'database' | 'server' }> {
  try {
    const database = await openConfiguredDatabase(env);
    try {
      const result = (await createAdminHandler(database.db)(args.data)) as { created: boolean };
      return { created: result.created, via: 'database' };
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const result = (await sendControlCommand(env.DATA_DIR, CREATE_ADMIN_COMMAND, args.data)) as { created: boolean };
    return { created: result.created, via: 'server' };
  }
}

try {
  const { created, via } = await createAdmin();
  const through = via === 'server' ? ' (written by the running server)' : '';
  console.log(
    created ? `Admin ${args.data.username} created${through}.` : `Existing account ${args.data.username} is now an admin with the new password${through}.`,
  );
} catch (error) {
  console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
