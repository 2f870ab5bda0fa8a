import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDifficultyLevel, levelForIntakeScore } from '#shared/constants/difficulty-levels.ts';
import { useApplication, type ApplicationDetail } from '../api/get-application.ts';
import { applicantName, applicationStatusKey } from '../lib/applications.ts';
import { countryName, formatCount, formatDate, formatDateTime } from '#app/lib/admin/format.ts';
import { applicationFieldKey, levelNameKey } from '#app/lib/admin/labels.ts';
import { SheetDialog } from '#app/components/ui/sheet-dialog.tsx';
import { ApplicationStatusForm } from './application-status-form.tsx';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { Pill } from '#app/components/ui/pill.tsx';

/**
 * The entry assessment's part of an application's review, which the assessments feature owns and
 * the admin portal hands in: it shows its panel, then `children` given the score it suggests.
 */
export type AssessmentSection = ComponentType<{ application: ApplicationDetail; children: (suggestedScore: number | null | undefined) => ReactNode }>;

/** The application with all its answers, and the status change. */
export function ApplicationDetailDialog({ id, onClose, Assessment }: { id: string; onClose: () => void; Assessment: AssessmentSection }) {
  const { t, i18n } = useTranslation();
  const application = useApplication(id);
  const name = application.data ? applicantName(application.data) : null;
  const submitted = formatDateTime(application.data?.submittedAt, i18n.language);
  return (
    <SheetDialog
      width="lg"
      open
      onOpenChange={(open) => !open && onClose()}
      title={name ?? t('dashboard.admin.applications.detail.title')}
      description={
        submitted ? t('dashboard.admin.applications.detail.submitted_on', { date: submitted }) : t('dashboard.admin.applications.detail.description')
      }
    >
      {application.isPending ? (
        <TabStatus kind="loading">{t('dashboard.admin.loading.application')}</TabStatus>
      ) : application.isError ? (
        <TabStatus kind="error">{t('dashboard.admin.errors.application')}</TabStatus>
      ) : (
        <div className="grid gap-5">
          <ReviewSection application={application.data} />
          <Assessment application={application.data}>
            {(suggestedScore) => <ApplicationStatusForm key={application.data.status} application={application.data} suggestedScore={suggestedScore} />}
          </Assessment>
          <AnswerSections application={application.data} />
        </div>
      )}
    </SheetDialog>
  );
}

/** The level the intake score maps to: the server's `intakeLevel`, else the same shared mapping. */
function intakeLevelOf(application: ApplicationDetail): number | null {
  if (isDifficultyLevel(application.intakeLevel)) return application.intakeLevel;
  const score = application.assessmentScore;
  if (typeof score === 'number' && Number.isFinite(score) && score >= 0 && score <= 100) return levelForIntakeScore(score);
  return null;
}

function ReviewSection({ application }: { application: ApplicationDetail }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const level = intakeLevelOf(application);
  const notGiven = t('dashboard.admin.applications.detail.not_given');
  const score = application.assessmentScore;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-[var(--radius-card)] bg-lavender/30 p-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t('dashboard.admin.applications.sections.review')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('dashboard.admin.applications.status')}</dt>
        <dd>
          <Pill className="bg-white text-charcoal">{t(applicationStatusKey(application.status), { defaultValue: application.status })}</Pill>
        </dd>
        <dt className="text-muted">{t(applicationFieldKey('reference'))}</dt>
        <dd dir="ltr" className="justify-self-start font-mono">
          {application.reference ?? notGiven}
        </dd>
        <dt className="text-muted">{t(applicationFieldKey('reviewedAt'))}</dt>
        <dd>{formatDateTime(application.reviewedAt, i18n.language) ?? notGiven}</dd>
        <dt className="text-muted">{t(applicationFieldKey('decisionAt'))}</dt>
        <dd>{formatDateTime(application.decisionAt, i18n.language) ?? notGiven}</dd>
        <dt className="text-muted">{t(applicationFieldKey('assessmentCompleted'))}</dt>
        <dd>{application.assessmentCompleted ? t('dashboard.admin.yes') : t('dashboard.admin.no')}</dd>
        <dt className="text-muted">{t(applicationFieldKey('assessmentScore'))}</dt>
        <dd>{typeof score === 'number' ? t('dashboard.admin.applications.detail.score_value', { score: formatCount(score, i18n.language) }) : notGiven}</dd>
        <dt className="text-muted">{t(applicationFieldKey('intakeLevel'))}</dt>
        <dd>{level === null ? notGiven : t('dashboard.admin.level_option', { level, name: t(levelNameKey(level)) })}</dd>
      </dl>
    </section>
  );
}

type Answer = { label: string; value: ReactNode; long?: boolean };

function AnswerList({ title, answers }: { title: string; answers: Answer[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {answers.map((answer) => (
          <div key={answer.label} className={answer.long ? 'grid gap-0.5 sm:col-span-2' : 'grid gap-0.5'}>
            <dt className="text-muted">{answer.label}</dt>
            <dd className="break-words whitespace-pre-line" dir="auto">
              {answer.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function AnswerSections({ application: a }: { application: ApplicationDetail }) {
  const { t, i18n } = useTranslation();
  const notGiven = t('dashboard.admin.applications.detail.not_given');
  const field = (name: string) => t(applicationFieldKey(name));
  const text = (value: string | null | undefined) => (value && value.trim() ? value : notGiven);
  const option = (group: string, value: string | null | undefined) =>
    value ? t(`dashboard.admin.applications.options.${group}.${value}`, { defaultValue: value }) : notGiven;
  const day = (value: string | null | undefined) => formatDate(value, i18n.language) ?? notGiven;

  return (
    <>
      <AnswerList
        title={t('dashboard.admin.applications.sections.personal')}
        answers={[
          { label: field('firstName'), value: text(a.firstName) },
          { label: field('lastName'), value: text(a.lastName) },
          { label: field('email'), value: <span dir="ltr">{text(a.email)}</span> },
          { label: field('phone'), value: <span dir="ltr">{text(a.phone)}</span> },
          { label: field('address'), value: text(a.address), long: true },
          { label: field('city'), value: text(a.city) },
          { label: field('state'), value: text(a.state) },
          { label: field('zipCode'), value: text(a.zipCode) },
          { label: field('country'), value: a.country ? countryName(a.country, i18n.language) : text(a.country) },
          { label: field('dateOfBirth'), value: day(a.dateOfBirth) },
          { label: field('gender'), value: option('gender', a.gender) },
        ]}
      />
      <AnswerList
        title={t('dashboard.admin.applications.sections.background')}
        answers={[
          { label: field('educationLevel'), value: option('education_level', a.educationLevel) },
          { label: field('churchAffiliation'), value: text(a.churchAffiliation) },
          { label: field('previousEducation'), value: text(a.previousEducation), long: true },
          { label: field('currentMinistryRole'), value: text(a.currentMinistryRole) },
          {
            label: field('yearsInMinistry'),
            value: typeof a.yearsInMinistry === 'number' ? formatCount(a.yearsInMinistry, i18n.language) : notGiven,
          },
          { label: field('previousTheologicalTraining'), value: text(a.previousTheologicalTraining), long: true },
          { label: field('languagesSpoken'), value: a.languagesSpoken?.length ? a.languagesSpoken.join(', ') : notGiven, long: true },
        ]}
      />
      <AnswerList
        title={t('dashboard.admin.applications.sections.statement')}
        answers={[
          { label: field('salvationTestimony'), value: text(a.salvationTestimony), long: true },
          { label: field('callingToMinistry'), value: text(a.callingToMinistry), long: true },
          { label: field('theologicalInterests'), value: text(a.theologicalInterests), long: true },
          { label: field('learningGoals'), value: text(a.learningGoals), long: true },
          { label: field('whyJoinKti'), value: text(a.whyJoinKti), long: true },
        ]}
      />
      <AnswerList
        title={t('dashboard.admin.applications.sections.assessment')}
        answers={[
          { label: field('preferredAssessmentDate'), value: day(a.preferredAssessmentDate) },
          { label: field('alternativeAssessmentDate'), value: day(a.alternativeAssessmentDate) },
          { label: field('assessmentTimePreference'), value: option('assessment_time', a.assessmentTimePreference) },
          { label: field('referralSource'), value: option('referral_source', a.referralSource) },
          { label: field('specialAccommodations'), value: text(a.specialAccommodations), long: true },
          { label: field('additionalComments'), value: text(a.additionalComments), long: true },
        ]}
      />
    </>
  );
}
