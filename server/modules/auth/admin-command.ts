import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { isCommonPassword } from '#server/modules/accounts/index.ts';
import { upsertAdmin } from './service.ts';

/** `npm run create-admin` sends this to a running server that holds the PGlite directory (server/db/data-dir-lock.ts). */
export const CREATE_ADMIN_COMMAND = 'create-admin';

export const createAdminArgsSchema = z.object({
  username: z.string().trim().min(3).max(50),
  // Longer than anyone else's (an admin reads every student's records), and not a common one.
  password: z
    .string()
    .min(12)
    .max(256)
    .refine((password) => !isCommonPassword(password), 'is one of the most common passwords'),
  name: z.string().trim().min(1).max(100).optional(),
});
export type CreateAdminArgs = z.infer<typeof createAdminArgsSchema>;

/** The running server's side of the command: the same write the script makes when it owns the database. */
export function createAdminHandler(db: Database) {
  return async (args: unknown) => {
    const parsed = createAdminArgsSchema.safeParse(args);
    if (!parsed.success) throw new Error('Invalid create-admin arguments');
    return upsertAdmin(db, parsed.data);
  };
}
