import { z } from 'zod';
import { text } from './fields.ts';
import { ROLES, SELF_REGISTRATION_ROLES } from '#shared/auth/permissions.ts';
import { COURSES } from '#shared/constants/courses.ts';

/**
 * Spec point 5, "Login": username and password required. Messages are translation keys
 * (spec point 5: "Field error messages are translation keys").
 */
export const loginSchema = z.object({
  username: text('validation.username_required').min(1, 'validation.username_required').max(100, 'validation.username_too_long'),
  password: z.string().min(1, 'validation.password_required').max(256, 'validation.password_too_long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * Spec point 5, "Registration": username >= 3, password >= 6, name >= 1, role student or
 * educator (default student). Unknown fields are dropped; an admin role is refused.
 */
export const registerSchema = z.object({
  name: text('validation.name_required').min(1, 'validation.name_required').max(100, 'validation.name_too_long'),
  username: text('validation.username_min')
    .min(3, 'validation.username_min')
    .max(50, 'validation.username_too_long')
    .regex(/^[\p{L}\p{N}._-]+$/u, 'validation.username_chars'),
  password: z.string().min(6, 'validation.password_min').max(256, 'validation.password_too_long'),
  role: z.enum(SELF_REGISTRATION_ROLES, { message: 'validation.role_invalid' }).default('student'),
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
  /** That profile's course (issue 16: the portal opens on it without a second request). */
  course: z.enum(COURSES).nullable(),
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

/** The token of a set-password link (issue 14, item 4), sent in the body so it never lands in a URL log. */
const invitationToken = z.string({ message: 'validation.invitation_invalid' }).min(20, 'validation.invitation_invalid').max(100, 'validation.invitation_invalid');

/** POST /api/invitations/lookup: who the link is for. */
export const invitationLookupSchema = z.object({ token: invitationToken });
export const invitationSchema = z.object({ name: z.string(), username: z.string(), expiresAt: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;

/** POST /api/invitations/accept: the password chosen through the link (the registration rule). */
export const acceptInvitationSchema = z.object({ token: invitationToken, password: registerSchema.shape.password });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
