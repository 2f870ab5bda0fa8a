import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '#shared/constants/languages.ts';
import { STAFF_ACCESS, type StaffAccess } from '#shared/auth/permissions.ts';
import { registerSchema } from './auth.ts';
import { isoTimestamp, optionalText, pageQuerySchema, text } from './fields.ts';

/**
 * Educator accounts are approved before they see students. Registering as an educator
 * (spec point 6 keeps the role choice) asks for access; an admin approves or refuses it, and may
 * revoke it later, or invite an educator directly. The standings are in shared/auth/permissions.ts.
 */
export { STAFF_ACCESS, type StaffAccess };

export const STAFF_ACCESS_ACTIONS = ['requested', 'invited', 'approved', 'refused', 'revoked', 'migrated'] as const;
export type StaffAccessAction = (typeof STAFF_ACCESS_ACTIONS)[number];

/** What an admin may decide about an educator account, and the standing each decision leads to. */
export const STAFF_DECISIONS = ['approve', 'refuse', 'revoke'] as const;
export type StaffDecision = (typeof STAFF_DECISIONS)[number];
export const STANDING_AFTER: Record<StaffDecision, StaffAccess> = { approve: 'approved', refuse: 'refused', revoke: 'revoked' };

/** GET /api/admin/staff: one standing at a time, most recent change first. */
export const staffListQuerySchema = pageQuerySchema.extend({
  status: z.enum(STAFF_ACCESS, { message: 'validation.staff_status_invalid' }).default('pending'),
});
export type StaffListQuery = z.input<typeof staffListQuerySchema>;

export const staffMemberSchema = z.object({
  userId: z.string().uuid(),
  name: z.string(),
  username: z.string(),
  status: z.enum(STAFF_ACCESS),
  /** When they asked (registration) or were invited, and their own note. */
  requestedAt: isoTimestamp().nullable(),
  requestNote: z.string().nullable(),
  invited: z.boolean(),
  /** The last admin decision: when, by whom, and its note. */
  decidedAt: isoTimestamp().nullable(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffPageSchema = z.object({ items: z.array(staffMemberSchema), nextCursor: z.string().nullable() });
export type StaffPage = z.infer<typeof staffPageSchema>;

export const staffParamsSchema = z.object({ userId: z.string().uuid({ message: 'validation.id_invalid' }) });

/** POST /api/admin/staff/:userId/decision. A refusal or revocation says why. */
export const staffDecisionSchema = z
  .object({
    decision: z.enum(STAFF_DECISIONS, { message: 'validation.staff_decision_invalid' }),
    note: optionalText(500),
  })
  .refine((input) => input.decision === 'approve' || Boolean(input.note), { message: 'validation.staff_note_required', path: ['note'] });
export type StaffDecisionInput = z.input<typeof staffDecisionSchema>;
/** The account's standing after the decision. */
export const staffDecisionResultSchema = z.object({ userId: z.string().uuid(), status: z.enum(STAFF_ACCESS) });

/** GET /api/admin/staff/pending-count: the educator accounts waiting for a decision. */
export const staffPendingCountSchema = z.object({ pending: z.number().int() });
export type StaffPendingCount = z.infer<typeof staffPendingCountSchema>;

/** POST /api/admin/staff/invitations: an educator the admin invites directly, approved from the start. */
export const staffInvitationSchema = z.object({
  name: registerSchema.shape.name,
  username: registerSchema.shape.username,
  email: text('validation.email_invalid').email('validation.email_invalid').max(254, 'validation.too_long'),
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], { message: 'validation.required' }).default('en'),
  note: optionalText(500),
});
export type StaffInvitationInput = z.input<typeof staffInvitationSchema>;
export const staffInvitationReceiptSchema = z.object({ userId: z.string().uuid(), username: z.string(), expiresAt: isoTimestamp() });
export type StaffInvitationReceipt = z.infer<typeof staffInvitationReceiptSchema>;
