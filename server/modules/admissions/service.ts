import { makeApplicationSchema, type Application, type ContactMessageInput } from '#shared/schemas/admissions.ts';
import type { Database } from '#server/db/client.ts';
import { tooManyRequests } from '#server/errors.ts';
import { hitRateLimit } from '#server/lib/rate-limiter.ts';
import * as repo from './repo.ts';

/** Per client IP per hour: enough for a family sharing a phone, not for a script. */
export const APPLICATIONS_PER_HOUR = 5;
export const CONTACT_MESSAGES_PER_HOUR = 10;

/**
 * The server's "today" for date rules: the earliest calendar date that is still today somewhere
 * (UTC-12), so an applicant west of Greenwich is not refused the date their picker offered.
 */
export function serverApplicationSchema(now = Date.now()) {
  const earliestToday = new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);
  return makeApplicationSchema(earliestToday);
}

async function limit(db: Database, key: string, perHour: number) {
  const result = await hitRateLimit(db, key, perHour, 3600);
  if (!result.allowed) throw tooManyRequests('Too many submissions from this network. Please try again later.', result.retryAfterSeconds);
}

export async function submitApplication(db: Database, ip: string, application: Application) {
  await limit(db, `applications:ip:${ip}`, APPLICATIONS_PER_HOUR);
  return repo.insertSubmittedApplication(db, application);
}

export async function receiveContactMessage(db: Database, ip: string, message: ContactMessageInput) {
  await limit(db, `contact:ip:${ip}`, CONTACT_MESSAGES_PER_HOUR);
  return repo.insertContactMessage(db, message);
}

export const listSubmittedApplications = repo.listSubmittedApplications;
export const listContactMessages = repo.listContactMessages;
