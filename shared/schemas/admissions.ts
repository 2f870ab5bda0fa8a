import { z } from 'zod';
import { calendarDate, isoTimestamp, linkSecret, optionalText, text } from './fields.ts';
import { COUNTRIES_WITHOUT_POSTAL_CODES, COUNTRY_CODES, DEFAULT_COUNTRY } from '#shared/constants/countries.ts';

/** Spec point 3, application form values, with the options it lists. */
export const GENDERS = ['male', 'female'] as const;
export const EDUCATION_LEVELS = ['high_school', 'associate', 'bachelor', 'master', 'doctorate', 'other'] as const;
export const ASSESSMENT_TIMES = ['morning', 'afternoon', 'evening'] as const;
export const REFERRAL_SOURCES = ['church', 'friend', 'website', 'social_media', 'conference', 'other'] as const;
export const CONTACT_DEPARTMENTS = ['admissions', 'academic', 'technical', 'financial', 'general'] as const;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

const optionalAnswer = optionalText(2000);

/** Today's date as YYYY-MM-DD in the runtime's local time zone (the date pickers' "now"). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The four wizard steps (spec point 5). `today` is the first selectable assessment date and the
 * last valid birth date: the browser passes its own local date, the server the earliest date any
 * time zone can still call today.
 */
export function makeApplicationSteps(today: string) {
  const step1Shape = {
    firstName: text().min(2, 'validation.min_2'),
    lastName: text().min(2, 'validation.min_2'),
    email: text().email('validation.email_invalid').max(254, 'validation.too_long'),
    phone: text().min(10, 'validation.phone_min').max(30, 'validation.too_long'),
    address: text().min(5, 'validation.min_5').max(300, 'validation.too_long'),
    city: text().min(2, 'validation.min_2').max(100, 'validation.too_long'),
    state: text().min(2, 'validation.min_2').max(100, 'validation.too_long'),
    // Required only where the country has postal codes (see withPostalCodeRule).
    zipCode: text().max(20, 'validation.too_long').optional().default(''),
    country: z.enum(COUNTRY_CODES, { message: 'validation.choose_option' }).default(DEFAULT_COUNTRY),
    dateOfBirth: calendarDate()
      .refine((v) => v >= EARLIEST_BIRTH_DATE, 'validation.birth_date_too_early')
      .refine((v) => v <= today, 'validation.birth_date_future'),
    gender: z.enum(GENDERS, { message: 'validation.required' }),
  };
  const step1 = withPostalCodeRule(z.object(step1Shape));

  const step2 = z.object({
    educationLevel: z.enum(EDUCATION_LEVELS, { message: 'validation.required' }),
    previousEducation: text().min(10, 'validation.min_10').max(2000, 'validation.too_long'),
    currentMinistryRole: optionalAnswer,
    // Spec point 5: 0-100; anything non-numeric counts as 0.
    yearsInMinistry: z.preprocess((v) => {
      if (v === '' || v === null || v === undefined) return undefined;
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? n : 0;
    }, z.number().int('validation.whole_number').min(0, 'validation.years_range').max(100, 'validation.years_range').optional()),
    churchAffiliation: text().min(2, 'validation.min_2').max(200, 'validation.too_long'),
    previousTheologicalTraining: optionalAnswer,
    languagesSpoken: z.array(text().min(1).max(50)).min(1, 'validation.required').max(20).default(['English']),
  });

  const longAnswer = (min: 30 | 50) => text().min(min, `validation.min_${min}`).max(5000, 'validation.too_long');
  const step3 = z.object({
    salvationTestimony: longAnswer(50),
    callingToMinistry: longAnswer(50),
    theologicalInterests: longAnswer(30),
    learningGoals: longAnswer(30),
    whyJoinKti: longAnswer(30),
  });

  const assessmentDate = calendarDate().refine((v) => v >= today, 'validation.date_past');
  const step4 = z.object({
    preferredAssessmentDate: assessmentDate,
    alternativeAssessmentDate: z.union([z.literal('').transform(() => undefined), assessmentDate]).optional(),
    assessmentTimePreference: z.enum(ASSESSMENT_TIMES, { message: 'validation.required' }),
    referralSource: z.enum(REFERRAL_SOURCES, { message: 'validation.required' }),
    specialAccommodations: optionalAnswer,
    additionalComments: optionalAnswer,
  });

  return [step1, step2, step3, step4] as const;
}

/** The whole application, merged from the four steps, as POST /api/applications takes it. */
export function makeApplicationSchema(today: string) {
  const [step1, step2, step3, step4] = makeApplicationSteps(today);
  return withPostalCodeRule(z.object({ ...step1.shape, ...step2.shape, ...step3.shape, ...step4.shape }));
}

/** A postal code is asked for only where the country has them; then at least 3 characters. */
function withPostalCodeRule<T extends z.ZodObject<{ zipCode: z.ZodType<string>; country: z.ZodType<string> }>>(schema: T) {
  return schema.superRefine((value: { zipCode: string; country: string }, context) => {
    if (COUNTRIES_WITHOUT_POSTAL_CODES.has(value.country)) return;
    if (value.zipCode.length < 3) context.addIssue({ code: 'custom', path: ['zipCode'], message: 'validation.postal_code_required' });
  });
}

export type ApplicationSteps = ReturnType<typeof makeApplicationSteps>;
export type ApplicationInput = z.input<ReturnType<typeof makeApplicationSchema>>;
export type Application = z.output<ReturnType<typeof makeApplicationSchema>>;

export const APPLICATION_STATUSES = ['draft', 'submitted', 'assessment_scheduled', 'assessed', 'accepted', 'declined'] as const;

export const applicationReceiptSchema = z.object({
  id: z.string().uuid(),
  /** Short enough to read over the phone: KTI-XXXX-XXXX. */
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  submittedAt: isoTimestamp(),
});
export type ApplicationReceipt = z.infer<typeof applicationReceiptSchema>;

/** GET /api/admin/mail-status: whether outgoing mail is set up (SMTP_URL), and the outbox's counts. */
export const mailStatusSchema = z.object({
  configured: z.boolean(),
  from: z.string(),
  /** Where messages are written instead, when SMTP is not set up. */
  folder: z.string().nullable(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** Spec point 5, "Contact". */
export const contactMessageSchema = z.object({
  name: text().min(2, 'validation.min_2').max(100, 'validation.name_too_long'),
  email: text().email('validation.email_invalid').max(254, 'validation.too_long'),
  phone: optionalAnswer,
  department: z.enum(CONTACT_DEPARTMENTS, { message: 'validation.required' }),
  subject: text().min(5, 'validation.min_5').max(200, 'validation.subject_max'),
  message: text().min(10, 'validation.min_10').max(2000, 'validation.message_max'),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactReceiptSchema = z.object({ id: z.string().uuid(), receivedAt: isoTimestamp() });

/** One row of the admin's review list: the list's own columns, not the whole application. */
export const applicationListItemSchema = z.object({
  id: z.string().uuid(),
  /** KTI-XXXX-XXXX, as the applicant's receipt and e-mails give it: what they quote on the phone. */
  reference: z.string().nullable(),
  status: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string(),
  educationLevel: z.string().nullable(),
  churchAffiliation: z.string().nullable(),
  preferredAssessmentDate: z.string().nullable(),
  assessmentTimePreference: z.string().nullable(),
  assessmentScore: z.number().nullable(),
  submittedAt: isoTimestamp().nullable(),
});

export const contactMessageListItemSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  department: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: isoTimestamp(),
});

export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;
export type ContactMessageListItem = z.infer<typeof contactMessageListItemSchema>;

// Keyset pages. No total: counting every matching row on each page request is
// the cost keyset paging removes, and "Show more" needs only whether a next page exists.
export const applicationPageSchema = z.object({ items: z.array(applicationListItemSchema), nextCursor: z.string().nullable() });
export type ApplicationPage = z.infer<typeof applicationPageSchema>;
export const contactMessagePageSchema = z.object({ items: z.array(contactMessageListItemSchema), nextCursor: z.string().nullable() });
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

/** One answer as the wizard holds it while it is typed: not yet checked against the application's rules. */
const draftValue = z.union([
  text().max(10_000, 'validation.too_long'),
  z.array(text().max(200, 'validation.too_long')).max(30),
  z.number(),
  z.boolean(),
  z.null(),
]);

/**
 * POST /api/applications/drafts, "Save and continue later": the wizard's four
 * steps as typed so far, and the e-mail the resume link goes to.
 */
export const saveApplicationDraftSchema = z.object({
  email: text('validation.email_invalid').email('validation.email_invalid').max(254, 'validation.too_long'),
  step: z.number().int().min(0).max(3),
  values: z.array(z.record(z.string().max(60), draftValue).refine((record) => Object.keys(record).length <= 40, 'validation.too_long')).max(4),
});
export type SaveApplicationDraftInput = z.infer<typeof saveApplicationDraftSchema>;
/**
 * The draft is kept until `savedUntil`; its resume link was mailed, or, when the address has had
 * its share of mail today, is here for the person who saved it to keep.
 */
export const applicationDraftReceiptSchema = z.object({ savedUntil: isoTimestamp(), mailed: z.boolean(), link: z.string().optional() });
export type ApplicationDraftReceipt = z.infer<typeof applicationDraftReceiptSchema>;

/** POST /api/applications/drafts/resume: the token of the mailed link gives the draft back. */
export const resumeApplicationDraftSchema = z.object({
  token: linkSecret(),
});
export const applicationDraftSchema = z.object({ email: z.string(), step: z.number().int(), values: z.array(z.record(z.string(), z.unknown())) });
export type ApplicationDraft = z.infer<typeof applicationDraftSchema>;
