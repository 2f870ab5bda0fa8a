import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ASSESSMENT_MINUTES } from '#shared/schemas/assessments.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { useAssessmentReview, useScheduleAssessment } from '../api/application-assessment.ts';

/** What the assessment needs of the application under review (the admissions feature's). */
interface ReviewedApplication {
  id: string;
  status: string;
}

/**
 * The entry assessment's part of an application's review: its panel, then what follows it, given
 * the score the engine suggests (the admissions feature's status form, which fills it in).
 */
export function ApplicationAssessment({
  application,
  children,
}: {
  application: ReviewedApplication;
  children: (suggestedScore: number | null | undefined) => ReactNode;
}) {
  const suggested = useAssessmentReview(application.id).data?.suggestedScore;
  return (
    <>
      <AssessmentPanel application={application} />
      {children(suggested)}
    </>
  );
}

/**
 * The entry assessment in an application's review: schedule it (the applicant
 * is mailed their link), follow it, and read the engine's analysis of the answers with the score
 * it suggests; the admin then sets the score in "Change status".
 */
function AssessmentPanel({ application }: { application: ReviewedApplication }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const review = useAssessmentReview(application.id);
  const schedule = useScheduleAssessment(application.id);
  const [when, setWhen] = useState('');
  const [minutes, setMinutes] = useState(String(DEFAULT_ASSESSMENT_MINUTES));
  const [errors, setErrors] = useState<{ scheduledAt?: string; durationMinutes?: string }>({});
  const schedulable = application.status === 'submitted' || application.status === 'assessment_scheduled';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const date = new Date(when);
    if (!when || Number.isNaN(date.getTime())) return setErrors({ scheduledAt: 'validation.datetime_invalid' });
    schedule.mutate(
      { scheduledAt: date.toISOString(), durationMinutes: Number(minutes) },
      { onError: (error) => setErrors(error instanceof ApiError && error.fields ? error.fields : { scheduledAt: describeApiError(t, error) }) },
    );
  }

  const data = review.data;
  if (!data && !schedulable) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-[var(--radius-card)] border border-charcoal/15 p-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t('dashboard.admin.assessment.title')}
      </h3>
      {data && (
        <p role="status" className="text-sm">
          {t(`dashboard.admin.assessment.status.${data.status}`, { when: formatDateTime(data.scheduledAt, i18n.language), minutes: data.durationMinutes })}
        </p>
      )}
      {data?.answers && (
        <div className="grid gap-3">
          <p className="font-semibold">{t('dashboard.admin.assessment.suggested', { score: data.suggestedScore })}</p>
          <ol className="grid gap-3">
            {data.answers.map((answer) => (
              <li key={answer.level} className="grid gap-1 rounded-[var(--radius-button)] bg-lavender/20 p-3 text-sm">
                <p className="font-medium" dir="auto">
                  {t('dashboard.admin.assessment.question', { level: answer.level, question: answer.question })}
                </p>
                <p dir="auto" className="whitespace-pre-line">
                  {answer.answer || t('dashboard.admin.assessment.no_answer')}
                </p>
                <p className="text-muted">
                  {t('dashboard.admin.assessment.reading', {
                    points: answer.points,
                    words: answer.wordCount,
                    level: answer.meetsLevel ? t('dashboard.admin.yes') : t('dashboard.admin.no'),
                    reasons: answer.reasons,
                    evidence: answer.evidence,
                  })}
                </p>
              </li>
            ))}
          </ol>
        </div>
      )}
      {schedulable && (
        <form noValidate className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end" onSubmit={handleSubmit}>
          <TextField
            label={t('dashboard.admin.assessment.when')}
            type="datetime-local"
            value={when}
            error={errors.scheduledAt}
            onChange={(event) => setWhen(event.target.value)}
          />
          <TextField
            label={t('dashboard.admin.assessment.minutes')}
            type="number"
            inputMode="numeric"
            min={10}
            max={180}
            value={minutes}
            error={errors.durationMinutes}
            onChange={(event) => setMinutes(event.target.value)}
          />
          <Button type="submit" disabled={schedule.isPending}>
            {data ? t('dashboard.admin.assessment.reschedule') : t('dashboard.admin.assessment.schedule')}
          </Button>
        </form>
      )}
    </section>
  );
}
