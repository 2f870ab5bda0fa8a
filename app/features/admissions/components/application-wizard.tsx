import { useMemo, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ASSESSMENT_TIMES,
  EARLIEST_BIRTH_DATE,
  EDUCATION_LEVELS,
  GENDERS,
  localToday,
  makeApplicationSteps,
  REFERRAL_SOURCES,
  saveApplicationDraftSchema,
  type ApplicationInput,
} from '#shared/schemas/admissions.ts';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '#shared/constants/countries.ts';
import { intlLocale } from '#shared/constants/intl-locale.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { ServerState } from '#app/lib/server-state.tsx';
import { toast } from '#app/lib/toast.ts';
import { useSaveApplicationDraft } from '../api/application-drafts.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import { deleteApplicationDraft, forgetSubmissionKey, useApplicationDraft } from '../hooks/use-application-draft.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

const STEP_KEYS = ['personal', 'background', 'statement', 'assessment'] as const;

/** Every country, named in the reader's language and in its alphabetical order (Intl.DisplayNames). */
function countryOptions(language: string) {
  const locale = intlLocale(language) ?? 'en';
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  return COUNTRY_CODES.filter((code) => code !== 'ZZ')
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
const STEP_COUNT = STEP_KEYS.length;

type Steps = ReturnType<typeof makeApplicationSteps>;
type StepForm<S extends Steps[number]> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/** What the applicant is shown once the application is in: its reference and where the confirmation went. */
export interface SubmittedApplication {
  reference: string;
  email: string;
}

interface WizardProps {
  onDone: (receipt?: SubmittedApplication) => void;
  /** What was typed into the first step's fields before this code came (the admissions page's HTML form). */
  initialValues?: Record<string, string>;
}

/** Spec points 2, 4 and 5: the four-step application wizard. `onDone` returns to the information view with the receipt. */
export function ApplicationWizard(props: WizardProps) {
  return (
    <ServerState>
      <Wizard {...props} />
    </ServerState>
  );
}

function useStepForm<S extends Steps[number]>(schema: S, defaultValues: z.input<S>): StepForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

function Wizard({ onDone, initialValues }: WizardProps) {
  const { t } = useTranslation();
  const today = useMemo(() => localToday(), []);
  const steps = useMemo(() => makeApplicationSteps(today), [today]);
  const [index, setIndex] = useState(0);
  const submit = useSubmitApplication();

  // Each step keeps its own form, so going back shows what was entered (spec point 4).
  const personal = useStepForm(steps[0], {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    country: DEFAULT_COUNTRY,
    dateOfBirth: '',
    gender: '' as never,
    ...initialValues,
  });
  const background = useStepForm(steps[1], {
    educationLevel: '' as never,
    previousEducation: '',
    currentMinistryRole: '',
    yearsInMinistry: '' as never,
    churchAffiliation: '',
    previousTheologicalTraining: '',
    languagesSpoken: ['English'],
  });
  const statement = useStepForm(steps[2], { salvationTestimony: '', callingToMinistry: '', theologicalInterests: '', learningGoals: '', whyJoinKti: '' });
  const assessment = useStepForm(steps[3], {
    preferredAssessmentDate: '',
    alternativeAssessmentDate: '',
    assessmentTimePreference: '' as never,
    referralSource: '' as never,
    specialAccommodations: '',
    additionalComments: '',
  });
  const forms = useMemo(
    () => [personal, background, statement, assessment] as unknown as UseFormReturn<FieldValues>[],
    [personal, background, statement, assessment],
  );
  useApplicationDraft(forms, index, setIndex);

  const saveDraft = useSaveApplicationDraft();
  /** A resume link the server gave back instead of mailing it (the address had its share of mail today). */
  const [keptLink, setKeptLink] = useState<string | null>(null);

  /** "Save and continue later": the answers go to the server and a link to the e-mail of step 1. */
  function handleSaveForLater() {
    const email = String(forms[0]!.getValues('email') ?? '');
    if (!saveApplicationDraftSchema.shape.email.safeParse(email).success) {
      setIndex(0);
      forms[0]!.setError('email', { message: 'validation.email_invalid' });
      return;
    }
    saveDraft.mutate(
      { email, step: index, values: forms.map((form) => form.getValues()) },
      {
        onSuccess: (receipt) => {
          setKeptLink(receipt.mailed ? null : (receipt.link ?? null));
          toast({
            title: t('pages.admissions.draft.saved_title'),
            description: receipt.mailed ? t('pages.admissions.draft.saved_description', { email }) : t('pages.admissions.draft.not_mailed', { email }),
          });
        },
        onError: (error) => toast({ variant: 'destructive', title: t('pages.admissions.draft.failed_title'), description: describeApiError(t, error) }),
      },
    );
  }

  async function handleNext() {
    // handleSubmit (not trigger) marks the step as submitted, so errors then clear as the person types.
    const valid = await new Promise<boolean>(
      (resolve) =>
        void forms[index]!.handleSubmit(
          () => resolve(true),
          () => resolve(false),
        )(),
    );
    if (!valid) return;
    if (index < STEP_COUNT - 1) {
      setIndex(index + 1);
      return;
    }
    const merged = Object.assign({}, ...forms.map((form) => form.getValues())) as ApplicationInput;
    submit.mutate(merged, {
      onSuccess: (receipt) => {
        deleteApplicationDraft();
        // A resend of an application sent before the server sealed its kept answers is
        // answered without its body: it was received, and its reference is in the e-mail sent then.
        if (!receipt) {
          toast({ title: t('pages.admissions.toast.success_title') });
          onDone();
          return;
        }
        toast({
          title: t('pages.admissions.toast.success_title'),
          description: t('pages.admissions.toast.success_description', { reference: receipt.reference }),
        });
        onDone({ reference: receipt.reference, email: merged.email });
      },
      onError: (error) => {
        // The server answered: a corrected application is a new request. Without an answer the key is kept for the resend.
        if (error instanceof ApiError) forgetSubmissionKey();
        // Show a server-side field error on the step that holds the field, and go there.
        if (error instanceof ApiError && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            const owner = forms.findIndex((form) => field in form.getValues());
            if (owner >= 0) {
              forms[owner]!.setError(field, { message });
              setIndex((current) => Math.min(current, owner));
            }
          }
        }
        toast({
          variant: 'destructive',
          title: t('pages.admissions.toast.failure_title'),
          description: describeApiError(t, error),
        });
      },
    });
  }

  const stepNumber = index + 1;
  const progress = stepNumber * (100 / STEP_COUNT);
  return (
    <section aria-labelledby="wizard-step-heading" className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h2 id="wizard-step-heading" className="text-2xl">
          {t('pages.admissions.wizard.step_of', { step: stepNumber, total: STEP_COUNT })}
        </h2>
        <div
          role="progressbar"
          aria-label={t('pages.admissions.wizard.progress_label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 overflow-hidden rounded-full bg-lavender/60"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
        </div>
        <h3 className="mt-2 text-xl">{t(`pages.admissions.wizard.steps.${STEP_KEYS[index]}`)}</h3>
      </div>

      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void handleNext();
        }}
      >
        {index === 0 && <PersonalStep form={personal} today={today} />}
        {index === 1 && <BackgroundStep form={background} />}
        {index === 2 && <StatementStep form={statement} />}
        {index === 3 && <AssessmentStep form={assessment} today={today} />}

        <div className="mt-4 flex flex-wrap justify-between gap-3">
          <Button variant="outline" disabled={index === 0 || submit.isPending} onClick={() => setIndex(Math.max(0, index - 1))}>
            {t('pages.admissions.wizard.previous')}
          </Button>
          <div className="flex flex-wrap gap-3">
            {/* data-wizard-action: pressed on the page's HTML form before this code came (app/public-page.ts), done once it has. */}
            <Button variant="ghost" disabled={submit.isPending} onClick={() => onDone()} data-wizard-action="back">
              {t('pages.admissions.wizard.back_to_information')}
            </Button>
            <Button variant="outline" disabled={submit.isPending || saveDraft.isPending} onClick={handleSaveForLater} data-wizard-action="save">
              {saveDraft.isPending ? t('pages.admissions.draft.saving') : t('pages.admissions.draft.save')}
            </Button>
            {index < STEP_COUNT - 1 ? (
              <Button type="submit">{t('pages.admissions.wizard.next')}</Button>
            ) : (
              <Button type="submit" disabled={submit.isPending}>
                {submit.isPending ? t('pages.admissions.wizard.submitting') : t('pages.admissions.wizard.submit')}
              </Button>
            )}
          </div>
        </div>
        {keptLink && (
          <div role="status" className="mt-4 rounded-[var(--radius-card)] border border-primary/30 bg-beige/60 p-4 text-sm">
            <p>{t('pages.admissions.draft.keep_link')}</p>
            <p dir="ltr" className="mt-2 break-all font-mono text-xs select-all">
              {keptLink}
            </p>
            <Button variant="outline" className="mt-2" onClick={() => void navigator.clipboard?.writeText(keptLink)}>
              {t('pages.admissions.draft.copy_link')}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}

function errorOf<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  const message = form.formState.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

function PersonalStep({ form, today }: { form: StepForm<Steps[0]>; today: string }) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const f = (name: Path<z.input<Steps[0]>>) => ({ error: errorOf(form, name), ...form.register(name) });
  const label = (name: string) => t(`pages.admissions.fields.${name}`);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={label('first_name')} autoComplete="given-name" {...f('firstName')} />
      <TextField label={label('last_name')} autoComplete="family-name" {...f('lastName')} />
      <TextField label={label('email')} type="email" autoComplete="email" {...f('email')} />
      <TextField label={label('phone')} type="tel" autoComplete="tel" dir="ltr" {...f('phone')} />
      <TextField label={label('address')} autoComplete="street-address" className="sm:col-span-2" {...f('address')} />
      <TextField label={label('city')} autoComplete="address-level2" {...f('city')} />
      <TextField label={label('state')} autoComplete="address-level1" {...f('state')} />
      <TextField label={label('zip_code')} autoComplete="postal-code" {...f('zipCode')} />
      {/* defaultValue: the page's HTML form of this step (rendered before any script) opens on it too. */}
      <SelectField label={label('country')} options={countries} defaultValue={DEFAULT_COUNTRY} {...f('country')} />
      <TextField label={label('date_of_birth')} type="date" min={EARLIEST_BIRTH_DATE} max={today} {...f('dateOfBirth')} />
      <SelectField
        label={label('gender')}
        placeholder={t('pages.admissions.wizard.choose')}
        options={GENDERS.map((g) => ({ value: g, label: t(`pages.admissions.options.gender.${g}`) }))}
        {...f('gender')}
      />
    </div>
  );
}

function BackgroundStep({ form }: { form: StepForm<Steps[1]> }) {
  const { t } = useTranslation();
  const f = (name: Path<z.input<Steps[1]>>) => ({ error: errorOf(form, name), ...form.register(name) });
  const label = (name: string) => t(`pages.admissions.fields.${name}`);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={label('education_level')}
        placeholder={t('pages.admissions.wizard.choose')}
        options={EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`pages.admissions.options.education_level.${level}`) }))}
        {...f('educationLevel')}
      />
      <TextField label={label('church_affiliation')} {...f('churchAffiliation')} />
      <TextareaField label={label('previous_education')} className="sm:col-span-2" rows={3} {...f('previousEducation')} />
      <TextField label={label('current_ministry_role')} {...f('currentMinistryRole')} />
      <TextField label={label('years_in_ministry')} type="number" inputMode="numeric" min={0} max={100} {...f('yearsInMinistry')} />
      <TextareaField label={label('previous_theological_training')} className="sm:col-span-2" rows={3} {...f('previousTheologicalTraining')} />
    </div>
  );
}

function StatementStep({ form }: { form: StepForm<Steps[2]> }) {
  const { t } = useTranslation();
  const f = (name: Path<z.input<Steps[2]>>) => ({ error: errorOf(form, name), ...form.register(name) });
  const field = (name: Path<z.input<Steps[2]>>, key: string, min: number) => (
    <TextareaField
      label={t(`pages.admissions.fields.${key}`, { name: INSTITUTE.name })}
      hint={t('pages.admissions.wizard.min_characters', { count: min })}
      rows={5}
      {...f(name)}
    />
  );
  return (
    <div className="grid gap-4">
      {field('salvationTestimony', 'salvation_testimony', 50)}
      {field('callingToMinistry', 'calling_to_ministry', 50)}
      {field('theologicalInterests', 'theological_interests', 30)}
      {field('learningGoals', 'learning_goals', 30)}
      {field('whyJoinKti', 'why_join', 30)}
    </div>
  );
}

function AssessmentStep({ form, today }: { form: StepForm<Steps[3]>; today: string }) {
  const { t } = useTranslation();
  const f = (name: Path<z.input<Steps[3]>>) => ({ error: errorOf(form, name), ...form.register(name) });
  const label = (name: string) => t(`pages.admissions.fields.${name}`);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={label('preferred_assessment_date')} type="date" min={today} {...f('preferredAssessmentDate')} />
      <TextField label={label('alternative_assessment_date')} type="date" min={today} {...f('alternativeAssessmentDate')} />
      <SelectField
        label={label('assessment_time_preference')}
        placeholder={t('pages.admissions.wizard.choose')}
        options={ASSESSMENT_TIMES.map((time) => ({ value: time, label: t(`pages.admissions.options.assessment_time.${time}`) }))}
        {...f('assessmentTimePreference')}
      />
      <SelectField
        label={label('referral_source')}
        placeholder={t('pages.admissions.wizard.choose')}
        options={REFERRAL_SOURCES.map((source) => ({ value: source, label: t(`pages.admissions.options.referral_source.${source}`) }))}
        {...f('referralSource')}
      />
      <TextareaField label={label('special_accommodations')} className="sm:col-span-2" rows={3} {...f('specialAccommodations')} />
      <TextareaField label={label('additional_comments')} className="sm:col-span-2" rows={3} {...f('additionalComments')} />
    </div>
  );
}
