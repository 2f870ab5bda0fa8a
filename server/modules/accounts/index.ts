/**
 * Accounts: the credentials of a user, and the links that let someone set them. Passwords are
 * hashed and checked here (Argon2), common ones refused, and invitations (a set-password link for
 * an account an admin or the admissions office made) created and spent. Signing in and sessions
 * belong to auth; who may teach belongs to staff. Both use this module.
 */
export { hashPassword, verifyPassword, verifyAgainstDummy } from './passwords.ts';
export { assertNotCommonPassword, isCommonPassword } from './common-passwords.ts';
export { INVITATION_DAYS, acceptInvitation, createInvitation, lookupInvitation } from './invitations.ts';
