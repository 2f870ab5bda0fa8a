import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import { dateTimeFormat } from '#shared/constants/intl-locale.ts';
import { gradeSubmissionSchema, type GradeSubmissionInput, type SubmissionToGrade } from '#shared/schemas/grading.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { toast } from '#app/lib/toast.ts';
import { useGradeSubmission, useSubmissionsToGrade } from '../api/submissions.ts';

/**
 * Work to grade: the course's submitted assignments, the longest waiting
 * first, ten at a time. A grade with feedback tells the student in their bell (and by e-mail).
 */
export function GradingPanel({ course }: { course: Course }) {
  const { t } = useTranslation();
  const headingId = useId();
  const submissions = useSubmissionsToGrade(course);
  const items = submissions.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h3 id={headingId} className="text-xl font-semibold">
          {t('dashboard.educator.grading.title')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('dashboard.educator.grading.subtitle')}</p>
      </div>
      {submissions.isPending ? (
        <TabStatus kind="loading">{t('dashboard.educator.grading.loading')}</TabStatus>
      ) : submissions.isError ? (
        <TabStatus kind="error">{t('dashboard.educator.grading.load_failed', { error: describeApiError(t, submissions.error) })}</TabStatus>
      ) : items.length === 0 ? (
        <TabStatus kind="empty">{t('dashboard.educator.grading.empty')}</TabStatus>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <SubmissionCard course={course} item={item} />
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={submissions} label={t('dashboard.educator.grading.more')} className="justify-self-start" />
    </section>
  );
}

function SubmissionCard({ course, item }: { course: Course; item: SubmissionToGrade }) {
  const { t, i18n } = useTranslation();
  const grade = useGradeSubmission(course);
  const form = useForm<GradeSubmissionInput>({ resolver: zodResolver(gradeSubmissionSchema), defaultValues: { feedback: '' } });
  const { errors } = form.formState;
  const submitted = item.submittedAt ? dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.submittedAt)) : null;

  function handleSubmit(input: GradeSubmissionInput) {
    if (input.grade > item.maxPoints) {
      form.setError('grade', { message: 'validation.grade_invalid' });
      return;
    }
    grade.mutate(
      { id: item.id, ...input },
      {
        onSuccess: () =>
          toast({
            title: t('dashboard.educator.grading.saved_title'),
            description: t('dashboard.educator.grading.saved_description', { student: item.studentName }),
          }),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields?.grade) form.setError('grade', { message: fields.grade });
          if (fields?.feedback) form.setError('feedback', { message: fields.feedback });
          toast({ variant: 'destructive', title: t('dashboard.educator.grading.failed_title'), description: describeApiError(t, error) });
        },
      },
    );
  }

  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold break-words">
          {item.studentName} · {item.assignmentTitle}
        </h4>
        <p className="flex items-center gap-2 text-sm text-muted">
          {submitted && t('dashboard.educator.grading.submitted', { date: submitted })}
          {item.isLate && <Badge>{t('dashboard.educator.grading.late')}</Badge>}
        </p>
      </div>
      {item.content && (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium">{t('dashboard.educator.grading.read')}</summary>
          <p className="max-h-80 overflow-y-auto rounded-[var(--radius-button)] bg-lavender/20 p-3 text-sm whitespace-pre-line break-words">{item.content}</p>
        </details>
      )}
      <form noValidate className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start" onSubmit={form.handleSubmit(handleSubmit)}>
        <TextField
          type="number"
          inputMode="decimal"
          min={0}
          max={item.maxPoints}
          step="any"
          label={t('dashboard.educator.grading.grade_label', { max: item.maxPoints })}
          error={errors.grade?.message}
          {...form.register('grade', { valueAsNumber: true })}
        />
        <TextareaField label={t('dashboard.educator.grading.feedback_label')} rows={3} error={errors.feedback?.message} {...form.register('feedback')} />
        <Button type="submit" className="sm:mt-7" disabled={grade.isPending}>
          {grade.isPending ? t('dashboard.educator.grading.saving') : t('dashboard.educator.grading.save')}
        </Button>
      </form>
    </Card>
  );
}
