import { ArrowRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { levelForIntakeScore } from '#shared/constants/difficulty-levels.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { useChangeApplicationStatus } from '../api/change-application-status.ts';
import type { ApplicationDetail } from '../api/get-application.ts';
import { applicationStatusKey, nextStatuses, parseIntakeScore, type ApplicationStatus } from '../lib/applications.ts';
import { levelNameKey } from '../lib/labels.ts';

/**
 * The status change (issue 5, item 7): only the moves APPLICATION_TRANSITIONS allows from the
 * current status; moving to `assessed` asks for the intake score and shows the level it maps to.
 */
export function ApplicationStatusForm({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  const levelId = useId();
  const change = useChangeApplicationStatus();
  const choices = nextStatuses(application.status);
  const [next, setNext] = useState<ApplicationStatus | ''>(choices.length === 1 ? choices[0]! : '');
  const [scoreText, setScoreText] = useState('');
  const [scoreError, setScoreError] = useState<string | undefined>();

  const needsScore = next === 'assessed';
  const score = parseIntakeScore(scoreText);
  const level = needsScore && score !== null ? levelForIntakeScore(score) : null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!next || change.isPending) return;
    if (needsScore && score === null) {
      setScoreError(t('dashboard.admin.applications.change.score_invalid'));
      return;
    }
    change.mutate(
      { id: application.id, status: next, ...(needsScore && score !== null && { assessmentScore: score }) },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.assessmentScore) setScoreError(error.fields.assessmentScore);
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
            }}
            options={choices.map((choice) => ({ value: choice, label: t(applicationStatusKey(choice)) }))}
          />
          {needsScore && (
            <div className="grid gap-2">
              <TextField
                label={t('dashboard.admin.applications.change.score_label')}
                inputMode="decimal"
                autoComplete="off"
                value={scoreText}
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
          <Button type="submit" disabled={!next || change.isPending} className="sm:justify-self-start">
            {change.isPending ? t('dashboard.admin.applications.change.submitting') : t('dashboard.admin.applications.change.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
