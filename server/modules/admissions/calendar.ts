import { eq } from 'drizzle-orm';
import { admissionsCalendarSchema, type AdmissionsCalendar, type AdmissionsCalendarResponse, type Intake } from '#shared/schemas/admissions-calendar.ts';
import type { Database } from '#server/db/client.ts';
import { siteSettings } from '#server/db/schema/index.ts';
import type { Session } from '#server/plugins/session.ts';

const CALENDAR_KEY = 'admissions_calendar';
/** Cohorts start on the first of January, May and September unless an admin sets other dates. */
const INTAKE_MONTHS = [0, 4, 8] as const;
/** In the default calendar, applications close a month before the cohort starts. */
const DEFAULT_DEADLINE_DAYS = 31;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the next cohort after `now` by the January/May/September rule, as YYYY-MM-DD (UTC). */
export function nextIntakeStart(now: Date): string {
  for (let year = now.getUTCFullYear(); ; year++) {
    for (const month of INTAKE_MONTHS) {
      const start = new Date(Date.UTC(year, month, 1));
      if (start > now) return isoDay(start);
    }
  }
}

/**
 * The calendar before an admin has set one: the next three intakes by the rule, and the academic
 * year the first of them falls in (a September intake opens a year; January and May belong to the
 * year that opened the September before). It moves with the date, so it never shows a past deadline.
 */
export function defaultCalendar(now: Date): AdmissionsCalendar {
  const intakes: Intake[] = [];
  let from = now;
  for (let i = 0; i < 3; i++) {
    const startsOn = nextIntakeStart(from);
    const start = new Date(`${startsOn}T00:00:00Z`);
    intakes.push({ startsOn, applicationDeadline: isoDay(new Date(start.getTime() - DEFAULT_DEADLINE_DAYS * 86_400_000)) });
    from = start;
  }
  const first = new Date(`${intakes[0]!.startsOn}T00:00:00Z`);
  const opening = first.getUTCMonth() >= 8 ? first.getUTCFullYear() : first.getUTCFullYear() - 1;
  return { academicYear: `${opening}-${opening + 1}`, intakes };
}

function respond(calendar: AdmissionsCalendar, updatedAt: Date | null, now: Date): AdmissionsCalendarResponse {
  const intakes = [...calendar.intakes].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  return { ...calendar, intakes, upcoming: intakes.filter((intake) => intake.startsOn > isoDay(now)), updatedAt: updatedAt?.toISOString() ?? null };
}

/** The calendar as stored, or the default one; a stored value that no longer parses falls back to the default rather than failing the page. */
export async function getCalendar(db: Database, now = new Date()): Promise<AdmissionsCalendarResponse> {
  const [row] = await db.select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt }).from(siteSettings).where(eq(siteSettings.key, CALENDAR_KEY));
  const parsed = row ? admissionsCalendarSchema.safeParse(row.value) : null;
  return parsed?.success ? respond(parsed.data, row!.updatedAt, now) : respond(defaultCalendar(now), null, now);
}

export async function saveCalendar(db: Database, session: Session, calendar: AdmissionsCalendar, now = new Date()): Promise<AdmissionsCalendarResponse> {
  const values = { value: calendar, updatedAt: now, updatedBy: session.user.id };
  await db
    .insert(siteSettings)
    .values({ key: CALENDAR_KEY, ...values })
    .onConflictDoUpdate({ target: siteSettings.key, set: values });
  return respond(calendar, now, now);
}

/**
 * The cohort an applicant accepted now joins: the first intake of the calendar that has not
 * started, or, when every set intake has passed, the next one by the January/May/September rule.
 */
export async function nextIntake(db: Database, now: Date): Promise<string> {
  const calendar = await getCalendar(db, now);
  return calendar.upcoming[0]?.startsOn ?? nextIntakeStart(now);
}
