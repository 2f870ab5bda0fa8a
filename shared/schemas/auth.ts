import { z } from 'zod';
import { linkSecret, optionalText, text } from './fields.ts';
import { ROLES, SELF_REGISTRATION_ROLES, STAFF_ACCESS } from '#shared/auth/permissions.ts';
import { COURSES } from '#shared/constants/courses.ts';

/**
 * Spec point 5, "Login": username and password required. Messages are translation keys
 * (spec point 5: "Field error messages are translation keys").
 */
/**
 * The proof of work a browser the account does not know sends with its login once the account has
 * had many failed attempts: the challenge the server issued, and the nonce the
 * browser found for it (server/modules/auth/login-challenge.ts). The form never shows these fields.
 */
export const loginProofSchema = z.object({
  challenge: z.string().min(1, 'validation.invalid_json').max(1000, 'validation.invalid_json'),
  nonce: z.string().regex(/^[0-9a-z]{1,16}$/, 'validation.invalid_json'),
});
export type LoginProof = z.infer<typeof loginProofSchema>;

export const loginSchema = z.object({
  username: text('validation.username_required').min(1, 'validation.username_required').max(100, 'validation.username_too_long'),
  password: z.string().min(1, 'validation.password_required').max(256, 'validation.password_too_long'),
  proof: loginProofSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * What a login needs before its password is checked: a proof of work (428, code
 * LOGIN_CHALLENGE_REQUIRED). Find a nonce such that SHA-256(`${challenge}:${nonce}`) starts with
 * `difficulty` zero bits, then send the login again with `proof`. Each challenge works once, for
 * one account, until `expiresAt`.
 */
export const loginChallengeSchema = z.object({
  challenge: z.string(),
  difficulty: z.number().int().min(1).max(32),
  expiresAt: z.string(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** The 428 body: the API's error shape with the challenge to solve. */
export const loginChallengeErrorSchema = z.object({
  error: z.string(),
  code: z.literal('LOGIN_CHALLENGE_REQUIRED'),
  challenge: loginChallengeSchema,
});
export type LoginChallengeError = z.infer<typeof loginChallengeErrorSchema>;

/**
 * Spec point 5, "Registration": username >= 3, name >= 1, role student or educator (default
 * student). Unknown fields are dropped; an admin role is refused. The password needs at least 8
 * characters, not the spec's 6: an outside audit, after ASVS V2.1.1, overrides
 * the spec there. The server also refuses the most common passwords
 * (server/modules/auth/common-passwords.ts); that list stays off the client.
 */
export const registerSchema = z.object({
  name: text('validation.name_required').min(1, 'validation.name_required').max(100, 'validation.name_too_long'),
  username: text('validation.username_min')
    .min(3, 'validation.username_min')
    .max(50, 'validation.username_too_long')
    .regex(/^[\p{L}\p{N}._-]+$/u, 'validation.username_chars'),
  password: z.string().min(8, 'validation.password_min').max(256, 'validation.password_too_long'),
  role: z.enum(SELF_REGISTRATION_ROLES, { message: 'validation.role_invalid' }).default('student'),
  /** An educator's word to the admin who approves the account: who they are, where they teach. */
  note: optionalText(500),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const roleSelectionSchema = z.object({
  role: z.enum(ROLES, { message: 'validation.role_invalid' }),
});
export type RoleSelectionInput = z.infer<typeof roleSelectionSchema>;

/** What the client learns about the current user (spec point 3: id, name, role). */
export const currentUserSchema = z.object({
  id: z.string().uuid(),
  username: z.string(),
  name: z.string(),
  /** The role this session acts as; null while a privileged account has not chosen one. */
  role: z.enum(ROLES).nullable(),
  /** True for a privileged account that must still pass the role-selection step. */
  roleSelectionRequired: z.boolean(),
  /** True when the account may choose among roles (spec point 6: admin). */
  canSelectRole: z.boolean(),
  /** The account's own learner profile (student portal), when it has one. */
  studentId: z.string().uuid().nullable(),
  /** That profile's course, so that the portal opens on it without a second request. */
  course: z.enum(COURSES).nullable(),
  /** An educator account's standing: its screens wait until an admin approves it. Null for others. */
  staffAccess: z.enum(STAFF_ACCESS).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** The API's one error shape (server/errors.ts). */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The token of a set-password link. */
const invitationToken = linkSecret();

/** POST /api/invitations/lookup: who the link is for. */
export const invitationLookupSchema = z.object({ token: invitationToken });
export const invitationSchema = z.object({ name: z.string(), username: z.string(), expiresAt: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;

/** POST /api/invitations/accept: the password chosen through the link (the registration rule). */
export const acceptInvitationSchema = z.object({ token: invitationToken, password: registerSchema.shape.password });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
