import { APPLICATION_STATUSES } from '#shared/schemas/admissions.ts';
import { APPLICATION_TRANSITIONS } from '#shared/schemas/content.ts';

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** Translation key of an application status label. */
export const applicationStatusKey = (status: string) => `dashboard.admin.application_statuses.${status}`;

/** The statuses an application may move to next; none for an unknown status. */
export function nextStatuses(status: string): readonly ApplicationStatus[] {
  return isApplicationStatus(status) ? APPLICATION_TRANSITIONS[status] : [];
}

/** "First Last", or null when the applicant gave neither. */
export function applicantName(application: { firstName?: string | null; lastName?: string | null }): string | null {
  const name = [application.firstName, application.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

/**
 * The intake score typed by the admin, as a number from 0 to 100, or null when it is not one.
 * Accepts a decimal comma, which many of our users' keyboards type.
 */
export function parseIntakeScore(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const score = Number(trimmed);
  return score >= 0 && score <= 100 ? score : null;
}
