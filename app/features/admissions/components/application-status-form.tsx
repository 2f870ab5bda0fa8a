import { ArrowRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { levelForIntakeScore } from '#shared/constants/difficulty-levels.ts';
import { COURSES, type Course } from '#shared/constants/courses.ts';
import { DECISION_REASONS, type DecisionReason } from '#shared/schemas/content.ts';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { useChangeApplicationStatus } from '../api/change-application-status.ts';
import type { ApplicationDetail } from '../api/get-application.ts';
import { applicationStatusKey, nextStatuses, parseIntakeScore, type ApplicationStatus } from '../lib/applications.ts';
import { courseTitleKey, levelNameKey } from '#app/lib/admin/labels.ts';

/**
 * The status change: only the moves APPLICATION_TRANSITIONS allows from the
 * current status; moving to `assessed` asks for the intake score and shows the level it maps to.
 */
export function ApplicationStatusForm({
  application,
  suggestedScore: suggested,
}: {
  application: ApplicationDetail;
  suggestedScore: number | null | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const levelId = useId();
  const reasonsErrorId = useId();
  const change = useChangeApplicationStatus();
  const choices = nextStatuses(application.status);
  const [next, setNext] = useState<ApplicationStatus | ''>(choices.length === 1 ? choices[0]! : '');
  // The engine's suggested score (`suggested`), when the assessment has been read, fills the score field; the admin confirms or changes it.
  const [scoreText, setScoreText] = useState('');
  const shownScore = scoreText || (suggested !== undefined && suggested !== null ? String(suggested) : '');
  const [scoreError, setScoreError] = useState<string | undefined>();

  const [reasons, setReasons] = useState<DecisionReason[]>([]);
  const [note, setNote] = useState('');
  const [course, setCourse] = useState<Course | ''>('');
  const [decisionError, setDecisionError] = useState<{ reasons?: string; course?: string }>({});
  const decision = next === 'accepted' || next === 'declined' ? next : null;

  const needsScore = next === 'assessed';
  const score = parseIntakeScore(shownScore);
  const level = needsScore && score !== null ? levelForIntakeScore(score) : null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!next || change.isPending) return;
    if (needsScore && score === null) {
      setScoreError(t('dashboard.admin.applications.change.score_invalid'));
      return;
    }
    if (decision) {
      const problems = {
        reasons: reasons.length === 0 ? 'validation.decision_reason_required' : undefined,
        course: decision === 'accepted' && !course ? 'validation.course_required' : undefined,
      };
      setDecisionError(problems);
      if (problems.reasons || problems.course) return;
    }
    change.mutate(
      {
        id: application.id,
        status: next,
        ...(needsScore && score !== null && { assessmentScore: score }),
        ...(decision && { reasons, ...(note.trim() && { note: note.trim() }), ...(decision === 'accepted' && course && { course }) }),
      },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.assessmentScore) setScoreError(error.fields.assessmentScore);
          if (error instanceof ApiError && (error.fields?.reasons || error.fields?.course))
            setDecisionError({ reasons: error.fields.reasons, course: error.fields.course });
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-[var(--radius-card)] border border-charcoal/15 p-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t('dashboard.admin.applications.change.title')}
      </h3>
      {choices.length === 0 ? (
        <p className="text-sm text-muted">{t('dashboard.admin.applications.change.final')}</p>
      ) : (
        <form noValidate className="grid gap-3" onSubmit={handleSubmit}>
          <SelectField
            label={t('dashboard.admin.applications.change.new_status')}
            placeholder={t('dashboard.admin.applications.change.choose')}
            value={next}
            disabled={change.isPending}
            onChange={(event) => {
              const value = choices.find((choice) => choice === event.target.value);
              setNext(value ?? '');
              setScoreError(undefined);
              setReasons([]);
              setDecisionError({});
            }}
            options={choices.map((choice) => ({ value: choice, label: t(applicationStatusKey(choice)) }))}
          />
          {needsScore && (
            <div className="grid gap-2">
              <TextField
                label={t('dashboard.admin.applications.change.score_label')}
                inputMode="decimal"
                autoComplete="off"
                value={shownScore}
                required
                disabled={change.isPending}
                aria-describedby={level !== null ? levelId : undefined}
                onChange={(event) => {
                  setScoreText(event.target.value);
                  setScoreError(undefined);
                }}
                error={scoreError}
              />
              <p id={levelId} className="text-sm" aria-live="polite">
                {level !== null && (
                  <span className="inline-flex items-start gap-1.5 rounded-[var(--radius-button)] bg-mint/50 px-3 py-2">
                    <ArrowRight className="mt-0.5 size-4 shrink-0 rtl:rotate-180" aria-hidden />
                    {t('dashboard.admin.applications.change.maps_to', { level, name: t(levelNameKey(level)) })}
                  </span>
                )}
              </p>
            </div>
          )}
          {decision && (
            <div className="grid gap-3">
              <fieldset className="grid gap-2" aria-describedby={decisionError.reasons ? reasonsErrorId : undefined}>
                <legend className="mb-1 text-sm font-medium">{t('dashboard.admin.applications.change.reasons_label')}</legend>
                {DECISION_REASONS[decision].map((reason) => (
                  <label key={reason} className="flex min-h-11 items-center gap-3 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0"
                      checked={reasons.includes(reason)}
                      disabled={change.isPending}
                      onChange={(event) => {
                        setReasons(event.target.checked ? [...reasons, reason] : reasons.filter((r) => r !== reason));
                        setDecisionError((current) => ({ ...current, reasons: undefined }));
                      }}
                    />
                    {t(`dashboard.admin.applications.reasons.${reason}`)}
                  </label>
                ))}
                {decisionError.reasons && (
                  <p id={reasonsErrorId} className="text-sm text-destructive">
                    {t(decisionError.reasons)}
                  </p>
                )}
              </fieldset>
              {decision === 'accepted' && (
                <SelectField
                  label={t('dashboard.admin.applications.change.course_label')}
                  placeholder={t('dashboard.admin.applications.change.choose')}
                  value={course}
                  disabled={change.isPending}
                  error={decisionError.course}
                  onChange={(event) => {
                    setCourse(COURSES.find((c) => c === event.target.value) ?? '');
                    setDecisionError((current) => ({ ...current, course: undefined }));
                  }}
                  options={COURSES.map((c) => ({ value: c, label: t(courseTitleKey(c)) }))}
                />
              )}
              <TextareaField
                label={t('dashboard.admin.applications.change.note_label')}
                hint={t('dashboard.admin.applications.change.note_hint')}
                rows={3}
                maxLength={2000}
                value={note}
                disabled={change.isPending}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
          )}
          <Button type="submit" disabled={!next || change.isPending} className="sm:justify-self-start">
            {change.isPending ? t('dashboard.admin.applications.change.submitting') : t('dashboard.admin.applications.change.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
