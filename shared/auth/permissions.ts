/** Roles (spec point 6). Registration may only choose the first two; admin exists only on the server. */
export const ROLES = ['student', 'educator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const SELF_REGISTRATION_ROLES = ['student', 'educator'] as const;

/**
 * An educator account's standing: it acts as an educator only once an admin has
 * approved it; registering asks for access ('pending'); an admin may refuse or later revoke it.
 */
export const STAFF_ACCESS = ['pending', 'approved', 'refused', 'revoked'] as const;
export type StaffAccess = (typeof STAFF_ACCESS)[number];

/**
 * Typed permissions, `action:resource:scope`. "own" means the caller's own records,
 * "any" means anyone's. Routes declare one; the guard checks it against the session's role.
 */
export const PERMISSIONS = {
  student: ['read:student:own', 'update:assignment:own', 'join:meeting:own', 'read:catalog:any', 'respond:discussion:own', 'submit:paper:own'],
  educator: [
    'read:student:own',
    'read:student:any',
    'update:difficulty:any',
    'create:question:any',
    'read:analytics:any',
    'read:catalog:any',
    'join:meeting:own',
    'manage:discussion:any',
    'manage:materials:any',
    'grade:assignment:any',
  ],
  admin: [
    'read:student:own',
    'read:student:any',
    'update:difficulty:any',
    'create:question:any',
    'read:analytics:any',
    'read:catalog:any',
    'join:meeting:own',
    'manage:content:any',
    'manage:admissions:any',
    'manage:staff:any',
    'manage:design:any',
    'manage:discussion:any',
    'manage:materials:any',
    'grade:assignment:any',
  ],
} as const satisfies Record<Role, readonly string[]>;

export type Permission = (typeof PERMISSIONS)[Role][number];

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[role] as readonly string[]).includes(permission);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
