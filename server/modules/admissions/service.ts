import { newSecretToken } from '#server/lib/secret-tokens.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { LanguageCode } from '#shared/constants/languages.ts';
import { queueMail, siteLink, courseName, levelName, REASON_WORDS } from '#server/modules/mail/index.ts';
import { notifyAdmins } from '#server/modules/notifications/index.ts';
import type { MailContact } from '#server/modules/mail/index.ts';
import { levelForIntakeScore } from '#shared/constants/difficulty-levels.ts';
import { makeApplicationSchema, type Application, type ContactMessageInput } from '#shared/schemas/admissions.ts';
import { APPLICATION_TRANSITIONS, type applicationStatusChangeSchema } from '#shared/schemas/content.ts';
import type { z } from 'zod';
import { hashPassword } from '#server/modules/accounts/index.ts';
import { dateTimeFormat } from '#shared/constants/intl-locale.ts';
import { deleteDrafts } from './drafts.ts';
import { enrolApplicant, type Enrolment } from './enrolment.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound, tooManyRequests } from '#server/errors.ts';
import { hitRateLimit } from '#server/lib/rate-limiter.ts';
import * as repo from './repo.ts';

/**
 * Submission limits that fit shared networks: a church's Wi-Fi or a mobile
 * carrier puts many applicants behind one address, so each person is counted by their e-mail
 * and an address only meets a ceiling far above what one congregation sends.
 */
export const SUBMISSION_LIMITS = {
  applicationsPerEmailPerDay: 3,
  applicationsPerIpPerHour: 100,
  contactMessagesPerEmailPerHour: 5,
  contactMessagesPerIpPerHour: 60,
} as const;

/**
 * The server's "today" for date rules: the earliest calendar date that is still today somewhere
 * (UTC-12), so an applicant west of Greenwich is not refused the date their picker offered.
 */
export function serverApplicationSchema(now = Date.now()) {
  const earliestToday = new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);
  return makeApplicationSchema(earliestToday);
}

async function limit(db: Database, key: string, allowed: number, windowSeconds: number) {
  const result = await hitRateLimit(db, key, allowed, windowSeconds);
  if (!result.allowed) throw tooManyRequests('Too many submissions. Please try again later.', result.retryAfterSeconds);
}

/** The same answers from the same person hash alike, however the e-mail was capitalised. */
function applicationHash(application: Application): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...application, email: application.email.toLowerCase() }))
    .digest('hex');
}

const duplicate = () => new AppError(409, 'DUPLICATE_APPLICATION', 'This application has already been received; there is no need to send it again.');

/** Letters and digits no one confuses when read aloud or copied by hand: no 0/O, 1/I/L, 5/S, 8/B, 2/Z. */
const REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';

/** A reference such as KTI-7K3M-Q9AD: 25^8 (about 150 billion) possibilities, read in two groups. */
export function newApplicationReference(): string {
  const bytes = randomBytes(8);
  const characters = [...bytes].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]);
  return `KTI-${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}

export interface SubmissionContext {
  ip: string;
  /** The language the applicant applied in: their mail is written in it. */
  language: LanguageCode;
  contact: MailContact;
}

/**
 * Stores a submitted application once, with its reference number, and queues the confirmation
 * e-mail in the same transaction. The same answers sent again (a double
 * tap, a resend) are a 409, not a second row or a second e-mail.
 */
export async function submitApplication(db: Database, context: SubmissionContext, application: Application) {
  const contentHash = applicationHash(application);
  // A resend is recognised before it is counted, so it never uses up the applicant's allowance.
  if (await repo.applicationWithHashExists(db, contentHash)) throw duplicate();
  await limit(db, `applications:ip:${context.ip}`, SUBMISSION_LIMITS.applicationsPerIpPerHour, 3600);
  await limit(db, `applications:email:${application.email.toLowerCase()}`, SUBMISSION_LIMITS.applicationsPerEmailPerDay, 86_400);
  for (let attempt = 0; attempt < 3; attempt++) {
    const receipt = await db.transaction(async (tx) => {
      const row = await repo.insertSubmittedApplication(tx, application, { contentHash, reference: newApplicationReference(), language: context.language });
      if (!row) return undefined;
      await deleteDrafts(tx, application.email);
      await queueMail(
        tx,
        {
          to: application.email,
          language: context.language,
          kind: 'application-received',
          data: { firstName: application.firstName, reference: row.reference! },
        },
        context.contact,
      );
      const applicant = `${application.firstName} ${application.lastName}`.trim();
      await notifyAdmins(tx, 'application_received', { applicant, reference: row.reference! }, '/dashboard?tab=applications');
      return row;
    });
    if (receipt) return { ...receipt, reference: receipt.reference!, submittedAt: receipt.submittedAt!.toISOString() };
    // Nothing written: the same answers arrived meanwhile, or the reference was taken (try another).
    if (await repo.applicationWithHashExists(db, contentHash)) throw duplicate();
  }
  throw new AppError(503, 'SERVICE_BUSY', 'The application could not be given a reference number; please try again');
}

/**
 * "Save and continue later": counted per network like submissions. Not per address: an address's
 * limit would let anyone who knows it stop its owner saving; the mail it
 * receives is limited instead (drafts.ts).
 */
export async function limitDraftSaves(db: Database, ip: string) {
  await limit(db, `drafts:ip:${ip}`, SUBMISSION_LIMITS.applicationsPerIpPerHour, 3600);
}

export async function receiveContactMessage(db: Database, ip: string, message: ContactMessageInput) {
  await limit(db, `contact:ip:${ip}`, SUBMISSION_LIMITS.contactMessagesPerIpPerHour, 3600);
  await limit(db, `contact:email:${message.email.toLowerCase()}`, SUBMISSION_LIMITS.contactMessagesPerEmailPerHour, 3600);
  const receipt = await repo.insertContactMessage(db, message);
  return { ...receipt, receivedAt: receipt.receivedAt.toISOString() };
}

/** A page of contact messages, newest first, optionally those whose sender's name or e-mail contains `q`. */
export async function listContactMessages(db: Database, query: { q?: string; cursor?: string; limit: number }) {
  // The rows as read: the response schema leaves the cursor's time out and writes the dates.
  return repo.listContactMessages(db, query);
}

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof repo.findApplication>>>;

/** Timestamps as ISO strings (the response schemas coerce to string, and a Date's own string is not ISO). */
function withIsoTimestamps<T extends Record<string, unknown>>(
  row: T,
): { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as never;
}

/** An application in full, with the difficulty level its intake score maps to (spec point 9). */
function presentApplication(row: ApplicationRow) {
  return { ...withIsoTimestamps(row), intakeLevel: row.assessmentScore === null ? null : levelForIntakeScore(row.assessmentScore) };
}

/** A page of the review list, newest first: one status or every status but draft, optionally matching `q`. */
export async function listApplications(db: Database, query: { status?: repo.ApplicationStatus; q?: string; cursor?: string; limit: number }) {
  // The rows as read: the response schema leaves the cursor's time out and writes the dates.
  return repo.listApplications(db, query);
}

export async function getApplication(db: Database, id: string) {
  const row = await repo.findApplication(db, id);
  if (!row) throw notFound('No application with this id');
  return presentApplication(row);
}

export interface ReviewContext {
  contact: MailContact;
  /** The site's public address, for the set-password link. */
  baseUrl: string;
}

/**
 * Application review: only the moves in
 * APPLICATION_TRANSITIONS; `assessed` records the intake score (the schema requires one) and
 * marks the assessment completed. A decision carries the reviewer's reasons and is e-mailed to the
 * applicant in their language; an acceptance makes them a student (enrolment.ts) and sends the
 * one-time link to choose a password, all in one transaction.
 */
export async function changeApplicationStatus(db: Database, id: string, change: z.output<typeof applicationStatusChangeSchema>, context: ReviewContext) {
  // Hashed before the transaction (it takes a moment): the password no one knows, until the link sets one.
  const unusablePasswordHash = change.status === 'accepted' ? await hashPassword(newSecretToken()) : '';
  const row = await db.transaction(async (tx) => {
    const current = await repo.findApplication(tx, id, { forUpdate: true });
    if (!current) throw notFound('No application with this id');
    if (!APPLICATION_TRANSITIONS[current.status].includes(change.status)) {
      throw new AppError(409, 'INVALID_TRANSITION', `An application cannot move from ${current.status} to ${change.status}`, {
        status: 'validation.invalid_transition',
      });
    }
    const now = new Date();
    const decided = change.status === 'accepted' || change.status === 'declined';
    const enrolment = change.status === 'accepted' ? await enrolApplicant(tx, current, change.course!, unusablePasswordHash, now) : null;
    const updated = await repo.updateApplicationStatus(tx, id, current.status, {
      status: change.status,
      ...(change.status === 'submitted' && !current.submittedAt && { submittedAt: now }),
      ...(change.status !== 'submitted' && !current.reviewedAt && { reviewedAt: now }),
      ...(change.status === 'assessed' && { assessmentScore: change.assessmentScore!, assessmentCompleted: true }),
      ...(decided && { decisionAt: now, decisionReasons: change.reasons ?? [], decisionNote: change.note ?? null }),
      ...(enrolment && { studentId: enrolment.studentId }),
    });
    if (updated && decided) await queueDecisionMail(tx, updated, change, enrolment, context);
    return updated;
  });
  if (!row) throw new AppError(409, 'INVALID_TRANSITION', 'The application changed meanwhile; reload it and try again');
  return presentApplication(row);
}

/** The decision, in the applicant's language, with the reviewer's reasons as they read them. */
async function queueDecisionMail(
  tx: Database,
  application: ApplicationRow,
  change: z.output<typeof applicationStatusChangeSchema>,
  enrolment: Enrolment | null,
  context: ReviewContext,
) {
  const language = application.language;
  const common = {
    firstName: application.firstName ?? '',
    reference: application.reference ?? application.id.slice(0, 8),
    reasons: (change.reasons ?? []).map((reason) => REASON_WORDS[language][reason]),
    ...(change.note && { note: change.note }),
  };
  const to = application.email!;
  if (!enrolment) return queueMail(tx, { to, language, kind: 'application-declined', data: common }, context.contact);
  const intakeStart = dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${enrolment.intakeStart}T00:00:00Z`));
  return queueMail(
    tx,
    {
      to,
      language,
      kind: 'application-accepted',
      data: {
        ...common,
        course: courseName(language, change.course!),
        level: enrolment.level,
        levelName: levelName(language, enrolment.level),
        intakeStart,
        username: enrolment.username,
        link: siteLink(context.baseUrl, `/auth#invitation=${enrolment.invitationToken}`),
        days: enrolment.invitationDays,
      },
    },
    context.contact,
  );
}
