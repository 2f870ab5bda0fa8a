import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  applicationDraftReceiptSchema,
  applicationDraftSchema,
  applicationReceiptSchema,
  resumeApplicationDraftSchema,
  saveApplicationDraftSchema,
  applicationPageSchema,
  contactMessagePageSchema,
  contactMessageSchema,
  contactReceiptSchema,
} from '#shared/schemas/admissions.ts';
import { pageQuerySchema, optionalText } from '#shared/schemas/fields.ts';
import { applicationStatusChangeSchema } from '#shared/schemas/content.ts';
import { admissionsCalendarResponseSchema, admissionsCalendarSchema } from '#shared/schemas/admissions-calendar.ts';
import { rejectMismatchedUserIdHeader } from '#server/lib/user-id-header.ts';
import { fieldsFromZodError, type ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { idempotentWrite } from '#server/plugins/idempotency.ts';
import { validationFailed } from '#server/errors.ts';
import { mailContact } from '#server/modules/mail/index.ts';
import { requestLanguage } from '#server/lib/request-language.ts';
import { resumeDraft, saveDraft } from './drafts.ts';
import { getCalendar, saveCalendar } from './calendar.ts';
import * as service from './service.ts';

/**
 * The review list: one status or every status but draft; `q` is part of a name,
 * e-mail or reference. Kept here, not in shared/schemas/admissions.ts: the client builds these
 * queries itself, and the public forms that import that module need not load discussions.ts.
 */
const applicationListQuerySchema = pageQuerySchema.extend({
  status: z.enum(APPLICATION_STATUSES, { message: 'validation.application_status_invalid' }).optional(),
  q: optionalText(100),
});
/** The contact messages: `q` is part of the sender's name or e-mail. */
const contactMessageListQuerySchema = pageQuerySchema.extend({ q: optionalText(100) });
const applicationIdParamsSchema = z.object({ id: z.string().uuid({ message: 'validation.id_invalid' }) });

const text = z.string().nullable();
const timestamp = z.string().nullable();
/**
 * GET /api/admin/applications/:id: every stored field (spec point 3, applications), plus the
 * difficulty level the intake score maps to. Server-side until the client needs it from shared/.
 */
export const applicationDetailSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(APPLICATION_STATUSES),
  currentStep: z.number().int(),
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  address: text,
  city: text,
  state: text,
  zipCode: text,
  country: z.string(),
  dateOfBirth: text,
  gender: text,
  educationLevel: text,
  previousEducation: text,
  currentMinistryRole: text,
  yearsInMinistry: z.number().int().nullable(),
  churchAffiliation: text,
  previousTheologicalTraining: text,
  languagesSpoken: z.array(z.string()),
  salvationTestimony: text,
  callingToMinistry: text,
  theologicalInterests: text,
  learningGoals: text,
  whyJoinKti: text,
  preferredAssessmentDate: text,
  alternativeAssessmentDate: text,
  assessmentTimePreference: text,
  assessmentCompleted: z.boolean(),
  assessmentScore: z.number().nullable(),
  referralSource: text,
  specialAccommodations: text,
  additionalComments: text,
  submittedAt: timestamp,
  reviewedAt: timestamp,
  decisionAt: timestamp,
  createdAt: z.string(),
  updatedAt: z.string(),
  intakeLevel: z.number().int().min(1).max(4).nullable(),
  reference: text,
  decisionReasons: z.array(z.string()),
  decisionNote: text,
});

/** Applications and contact messages: stored, rate-limited, listed for admins; reviewed by admins. */
export async function admissionsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The date rules depend on today, so this body is validated per request rather than by a fixed route schema.
  app.post(
    '/applications',
    { config: { access: 'public', idempotent: true }, schema: { response: { 201: applicationReceiptSchema } } },
    async (request, reply) => {
      const parsed = service.serverApplicationSchema().safeParse(request.body ?? undefined);
      if (!parsed.success) throw validationFailed(fieldsFromZodError(parsed.error));
      const context = { ip: request.ip, language: requestLanguage(request), contact: mailContact(app.env) };
      // With an Idempotency-Key the duplicate check and the limits run in the write's transaction: a refusal rolls back its count.
      return idempotentWrite(request, reply, async (db) => ({ status: 201, body: await service.submitApplication(db, context, parsed.data) }));
    },
  );

  // "Save and continue later", and the mailed link that resumes the draft.
  app.post(
    '/applications/drafts',
    { config: { access: 'public', idempotent: true }, schema: { body: saveApplicationDraftSchema, response: { 201: applicationDraftReceiptSchema } } },
    async (request, reply) => {
      const context = { language: requestLanguage(request), contact: mailContact(app.env), baseUrl: app.env.PUBLIC_BASE_URL };
      await service.limitDraftSaves(app.db, request.ip);
      return idempotentWrite(request, reply, async (db) => ({ status: 201, body: await saveDraft(db, request.body, context) }));
    },
  );

  app.post(
    '/applications/drafts/resume',
    { config: { access: 'public' }, schema: { body: resumeApplicationDraftSchema, response: { 200: applicationDraftSchema } } },
    async (request) => resumeDraft(app.db, request.body.token),
  );

  // The academic year and the intakes the public pages show. A phone may keep
  // it for five minutes; an admin's change shows everywhere within that.
  app.get(
    '/admissions/calendar',
    { config: { access: 'public' }, schema: { response: { 200: admissionsCalendarResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return getCalendar(app.db);
    },
  );

  app.post(
    '/contact',
    { config: { access: 'public', idempotent: true }, schema: { body: contactMessageSchema, response: { 201: contactReceiptSchema } } },
    async (request, reply) =>
      idempotentWrite(request, reply, async (db) => ({ status: 201, body: await service.receiveContactMessage(db, request.ip, request.body) })),
  );

  // The admin calls send X-User-Id (spec point 6); it must name the session's own user.
  const adminOnly = { access: 'manage:admissions:any' } as const;

  app.get('/admin/admissions-calendar', { config: adminOnly, schema: { response: { 200: admissionsCalendarResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getCalendar(app.db);
  });
  app.put(
    '/admin/admissions-calendar',
    { config: adminOnly, schema: { body: admissionsCalendarSchema, response: { 200: admissionsCalendarResponseSchema } } },
    async (request) => saveCalendar(app.db, request.session!, request.body),
  );

  app.get(
    '/admin/applications',
    {
      config: adminOnly,
      preValidation: rejectMismatchedUserIdHeader,
      schema: { querystring: applicationListQuerySchema, response: { 200: applicationPageSchema } },
    },
    async (request) => service.listApplications(app.db, request.query),
  );

  app.get(
    '/admin/applications/:id',
    {
      config: adminOnly,
      preValidation: rejectMismatchedUserIdHeader,
      schema: { params: applicationIdParamsSchema, response: { 200: applicationDetailSchema } },
    },
    async (request) => service.getApplication(app.db, request.params.id),
  );

  app.patch(
    '/admin/applications/:id/status',
    {
      config: adminOnly,
      preValidation: rejectMismatchedUserIdHeader,
      schema: { params: applicationIdParamsSchema, body: applicationStatusChangeSchema, response: { 200: applicationDetailSchema } },
    },
    async (request) =>
      service.changeApplicationStatus(app.db, request.params.id, request.body, { contact: mailContact(app.env), baseUrl: app.env.PUBLIC_BASE_URL }),
  );

  app.get(
    '/admin/contact-messages',
    {
      config: adminOnly,
      preValidation: rejectMismatchedUserIdHeader,
      schema: { querystring: contactMessageListQuerySchema, response: { 200: contactMessagePageSchema } },
    },
    async (request) => service.listContactMessages(app.db, request.query),
  );
}
