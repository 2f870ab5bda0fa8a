import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitAssignmentSchema, type StudentAssignment, type SubmitAssignmentInput } from '#shared/schemas/portal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { toast } from '#app/lib/toast.ts';
import { useSubmitAssignment } from '../api/submit-assignment.ts';
import { SheetDialog } from '#app/components/ui/sheet-dialog.tsx';
import { describeApiError } from '#app/lib/describe-api-error.ts';

interface SubmitAssignmentDialogProps {
  studentId: string;
  item: StudentAssignment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Submit: a text submission of at least 20 characters (the shared `submitAssignmentSchema`). */
export function SubmitAssignmentDialog({ studentId, item, open, onOpenChange }: SubmitAssignmentDialogProps) {
  const { t } = useTranslation();
  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dashboard.student.assignments.submit_title', { title: item.assignment.title })}
      description={t('dashboard.student.assignments.submit_description')}
    >
      <SubmitForm studentId={studentId} studentAssignmentId={item.id} onDone={() => onOpenChange(false)} />
    </SheetDialog>
  );
}

interface SubmitFormProps {
  studentId: string;
  studentAssignmentId: string;
  onDone: () => void;
}

function SubmitForm({ studentId, studentAssignmentId, onDone }: SubmitFormProps) {
  const { t } = useTranslation();
  // Toasts live on the mutation, so they still appear if the dialog is closed mid-request.
  const submit = useSubmitAssignment({
    onSuccess: (sent) => {
      if (sent) toast({ title: t('dashboard.student.assignments.submitted_title'), description: t('dashboard.student.assignments.submitted_description') });
      else toast({ title: t('dashboard.offline.saved_title'), description: t('dashboard.offline.saved_description') });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('dashboard.student.assignments.submit_failed_title'),
        description: t('dashboard.student.assignments.submit_failed_description', { error: describeApiError(t, error) }),
      });
    },
  });
  const form = useForm<SubmitAssignmentInput>({ resolver: zodResolver(submitAssignmentSchema), defaultValues: { content: '' } });
  const { errors } = form.formState;

  function handleSubmit({ content }: SubmitAssignmentInput) {
    submit.mutate(
      { studentId, studentAssignmentId, content },
      {
        onSuccess: onDone,
        onError: (error) => {
          const message = error instanceof ApiError ? error.fields?.content : undefined;
          if (message) form.setError('content', { message });
        },
      },
    );
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(handleSubmit)}>
      <TextareaField
        label={t('dashboard.student.assignments.content_label')}
        hint={t('dashboard.student.assignments.content_hint')}
        rows={8}
        error={errors.content?.message}
        {...form.register('content')}
      />
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? t('dashboard.student.assignments.submitting') : t('dashboard.student.assignments.submit_button')}
        </Button>
      </div>
    </form>
  );
}
