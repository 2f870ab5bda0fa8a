import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import { discussionQuestionSchema, MAX_CHOSEN_STUDENTS } from '#shared/schemas/discussions.ts';
import type { QuestionSuggestion } from '#shared/schemas/questions.ts';
import { Button } from '#app/components/ui/button.tsx';
import { SheetDialog } from '#app/components/ui/sheet-dialog.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { toast } from '#app/lib/toast.ts';
import type { RosterEntry } from '#shared/schemas/educator.ts';
import { useStartDiscussions } from '../api/start-discussions.ts';

type Recipients = 'level' | 'chosen';

export interface SendQuestionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  course: Course;
  suggestion: QuestionSuggestion;
  /** The passage the question is about, shown to the students with it. */
  sourceExcerpt: string;
  students: RosterEntry[];
  /** A student the question was written for: the dialog opens with only them chosen. */
  preselected?: string;
}

/**
 * The educator sends a generated question, edited if they wish, to students of
 * the course: to every student at the question's level, or to the students they tick.
 */
export function SendQuestionDialog({ open, onOpenChange, course, suggestion, sourceExcerpt, students, preselected }: SendQuestionDialogProps) {
  const { t } = useTranslation();
  const start = useStartDiscussions();
  const [content, setContent] = useState(suggestion.content);
  const [recipients, setRecipients] = useState<Recipients>(preselected ? 'chosen' : 'level');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(preselected ? [preselected] : []));
  const [errors, setErrors] = useState<{ content?: string; students?: string }>({});
  const groupId = useId();
  const atLevel = students.filter((student) => student.currentDifficultyLevel === suggestion.difficultyLevel).length;

  function toggle(studentId: string, checked: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(studentId);
      else next.delete(studentId);
      return next;
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const question = {
      content: content.trim(),
      difficultyLevel: suggestion.difficultyLevel,
      questionType: suggestion.questionType,
      sourceExcerpt: sourceExcerpt.trim() || undefined,
      keywords: suggestion.keywords.slice(0, 20),
    };
    const checked = discussionQuestionSchema.shape.content.safeParse(question.content);
    const found = {
      content: checked.success ? undefined : checked.error.issues[0]?.message,
      students:
        recipients === 'chosen' && chosen.size === 0
          ? 'validation.students_required'
          : chosen.size > MAX_CHOSEN_STUDENTS
            ? 'validation.too_many_items'
            : undefined,
    };
    setErrors(found);
    if (found.content || found.students) return;
    start.mutate(
      { course, question, ...(recipients === 'chosen' && { studentIds: [...chosen] }) },
      {
        onSuccess: (result) => {
          toast({
            title: t('dashboard.educator.send.sent_title'),
            description: result.count === 0 ? t('dashboard.educator.send.sent_none') : t('dashboard.educator.send.sent_description', { count: result.count }),
          });
          onOpenChange(false);
        },
        onError: (failure) => toast({ variant: 'destructive', title: t('dashboard.educator.send.failed'), description: describeApiError(t, failure) }),
      },
    );
  }

  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dashboard.educator.send.title', { level: suggestion.difficultyLevel })}
      description={t('dashboard.educator.send.description')}
    >
      <form noValidate className="grid gap-4" onSubmit={handleSubmit}>
        <TextareaField
          label={t('dashboard.educator.send.question_label')}
          rows={4}
          dir="auto"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          error={errors.content}
        />
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('dashboard.educator.send.recipients')}</legend>
          <label className="flex min-h-11 items-center gap-3">
            <input type="radio" name={groupId} className="size-5" checked={recipients === 'level'} onChange={() => setRecipients('level')} />
            {t('dashboard.educator.send.to_level', { count: atLevel, level: suggestion.difficultyLevel })}
          </label>
          <label className="flex min-h-11 items-center gap-3">
            <input type="radio" name={groupId} className="size-5" checked={recipients === 'chosen'} onChange={() => setRecipients('chosen')} />
            {t('dashboard.educator.send.to_chosen')}
          </label>
        </fieldset>
        {recipients === 'chosen' && (
          <fieldset
            className="grid max-h-72 gap-1 overflow-y-auto rounded-[var(--radius-button)] border border-charcoal/15 p-3"
            aria-describedby={errors.students ? `${groupId}-students-error` : undefined}
          >
            <legend className="sr-only">{t('dashboard.educator.send.choose_students')}</legend>
            {students.length === 0 && <p className="text-sm text-muted">{t('dashboard.educator.send.no_students')}</p>}
            {students.map((student) => (
              <label key={student.id} className="flex min-h-11 items-center gap-3">
                <input type="checkbox" className="size-5" checked={chosen.has(student.id)} onChange={(event) => toggle(student.id, event.target.checked)} />
                <span>
                  {student.user.name}
                  <span className="text-sm text-muted"> · {t('dashboard.educator.level_label', { level: student.currentDifficultyLevel })}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {errors.students && (
          <p id={`${groupId}-students-error`} className="text-sm text-destructive">
            {t(errors.students)}
          </p>
        )}
        <Button type="submit" disabled={start.isPending} className="justify-self-start">
          <Send className="size-4 rtl:-scale-x-100" aria-hidden />
          {start.isPending ? t('dashboard.educator.send.sending') : t('dashboard.educator.send.submit')}
        </Button>
      </form>
    </SheetDialog>
  );
}
