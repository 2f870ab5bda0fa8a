import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarDays, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { admissionsCalendarSchema, type AdmissionsCalendar, type AdmissionsCalendarResponse } from '#shared/schemas/admissions-calendar.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { toast } from '#app/lib/toast.ts';
import { useAdmissionsCalendar, useSaveAdmissionsCalendar } from '../api/admissions-calendar.ts';
import { formatDate } from '#app/lib/admin/format.ts';
import { TabStatus } from '#app/components/ui/tab-status.tsx';

const MAX_INTAKES = 6;

/**
 * The admissions calendar: the academic year and the intakes, each with the
 * day applications close, that the home and admissions pages show. Folded until opened.
 */
export function AdmissionsCalendarPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const calendar = useAdmissionsCalendar(open);
  return (
    <details className="rounded-[var(--radius-card)] border border-charcoal/10 bg-white p-4" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
        <CalendarDays aria-hidden className="size-5 text-primary" />
        {t('dashboard.admin.calendar.title')}
      </summary>
      <p className="mt-2 text-sm text-muted">{t('dashboard.admin.calendar.description')}</p>
      {open &&
        (calendar.isPending ? (
          <TabStatus kind="loading">{t('dashboard.admin.calendar.loading')}</TabStatus>
        ) : calendar.isError ? (
          <TabStatus kind="error">{t('dashboard.admin.calendar.load_failed', { error: describeApiError(t, calendar.error) })}</TabStatus>
        ) : (
          <CalendarForm calendar={calendar.data} />
        ))}
    </details>
  );
}

function CalendarForm({ calendar }: { calendar: AdmissionsCalendarResponse }) {
  const { t, i18n } = useTranslation();
  const save = useSaveAdmissionsCalendar();
  const form = useForm<AdmissionsCalendar>({
    resolver: zodResolver(admissionsCalendarSchema),
    defaultValues: { academicYear: calendar.academicYear, intakes: calendar.intakes },
  });
  const intakes = useFieldArray({ control: form.control, name: 'intakes' });
  const { errors } = form.formState;

  function handleSubmit(values: AdmissionsCalendar) {
    save.mutate(values, {
      onSuccess: () => toast({ title: t('dashboard.admin.calendar.saved') }),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined;
        for (const [field, message] of Object.entries(fields ?? {})) form.setError(field as keyof AdmissionsCalendar, { message });
        toast({ variant: 'destructive', title: t('dashboard.admin.calendar.save_failed'), description: describeApiError(t, error) });
      },
    });
  }

  return (
    <form noValidate className="mt-4 grid gap-4" onSubmit={form.handleSubmit(handleSubmit)}>
      <p className="text-sm">
        {calendar.updatedAt
          ? t('dashboard.admin.calendar.updated', { date: formatDate(calendar.updatedAt, i18n.language) })
          : t('dashboard.admin.calendar.default_notice')}
      </p>
      <TextField
        className="max-w-xs"
        label={t('dashboard.admin.calendar.academic_year')}
        placeholder="2026-2027"
        inputMode="numeric"
        dir="ltr"
        error={errors.academicYear?.message}
        {...form.register('academicYear')}
      />
      <ol className="grid gap-3">
        {intakes.fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="grid gap-3 rounded-[var(--radius-button)] border border-charcoal/10 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <legend className="px-1 text-sm font-medium">{t('dashboard.admin.calendar.intake', { n: index + 1 })}</legend>
              <TextField
                type="date"
                label={t('dashboard.admin.calendar.starts_on')}
                error={errors.intakes?.[index]?.startsOn?.message}
                {...form.register(`intakes.${index}.startsOn`)}
              />
              <TextField
                type="date"
                label={t('dashboard.admin.calendar.deadline')}
                error={errors.intakes?.[index]?.applicationDeadline?.message}
                {...form.register(`intakes.${index}.applicationDeadline`)}
              />
              <Button variant="ghost" disabled={intakes.fields.length === 1} onClick={() => intakes.remove(index)}>
                <Trash2 aria-hidden className="size-4" />
                {t('dashboard.admin.calendar.remove')}
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      {(errors.intakes?.message ?? errors.intakes?.root?.message) && (
        <p role="alert" className="text-sm text-destructive">
          {t(errors.intakes?.message ?? errors.intakes?.root?.message ?? '')}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" disabled={intakes.fields.length >= MAX_INTAKES} onClick={() => intakes.append({ startsOn: '', applicationDeadline: '' })}>
          <Plus aria-hidden className="size-4" />
          {t('dashboard.admin.calendar.add')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('dashboard.admin.calendar.saving') : t('dashboard.admin.calendar.save')}
        </Button>
      </div>
    </form>
  );
}
