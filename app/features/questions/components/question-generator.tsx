import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import type { QuestionSuggestion, SuggestionRequest } from '#shared/schemas/questions.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { useSingleFlight } from '#app/lib/use-single-flight.ts';
import { useGenerateQuestionSuggestions } from '../api/generate-question-suggestions.ts';
import type { RosterEntry } from '#shared/schemas/educator.ts';
import { LEVELS } from '#app/lib/level-names.ts';
import { parseKeywords } from '../lib/suggestions.ts';
import { checkSuggestionRequest, type SuggestionProblem } from '../lib/suggestion-request.ts';
import { SuggestionCard } from './suggestion-card.tsx';

/**
 * The dialog that sends a generated question to students. Sending starts discussions, which the
 * discussions feature owns: the educator's dashboard hands its dialog in.
 */
export type SendQuestionDialog = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  course: Course;
  suggestion: QuestionSuggestion;
  /** The passage the question is about, shown to the students with it. */
  sourceExcerpt: string;
  students: RosterEntry[];
  /** A student the question was written for: the dialog opens with only them chosen. */
  preselected?: string;
}>;

interface QuestionGeneratorProps {
  course: Course;
  contentSource: string;
  onContentSourceChange: (value: string) => void;
  keywordsText: string;
  onKeywordsTextChange: (value: string) => void;
  /** The course's students, to send a question to. */
  students: RosterEntry[];
  SendDialog: SendQuestionDialog;
}

/**
 * The SDA Question Generator (spec point 2): an excerpt and keywords in, one Socratic question
 * per difficulty level out (spec point 7: levels are always 1, 2, 3, 4). Each question can be sent to students.
 */
export function QuestionGenerator({
  course,
  contentSource,
  onContentSourceChange,
  keywordsText,
  onKeywordsTextChange,
  students,
  SendDialog,
}: QuestionGeneratorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const keywordsId = useId();
  const generate = useGenerateQuestionSuggestions();
  // One press, one request: the check awaits the schema's first load, long enough for a double tap.
  const submission = useSingleFlight();
  const pending = submission.busy || generate.isPending;
  const [problem, setProblem] = useState<SuggestionProblem | null>(null);
  const [sending, setSending] = useState<QuestionSuggestion | null>(null);
  const keywordsError = problem?.field === 'targetKeywords' || problem?.field === 'other' ? problem.messageKey : undefined;
  const suggestions = [...(generate.data ?? [])].sort((a, b) => a.difficultyLevel - b.difficultyLevel);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request: SuggestionRequest = { contentSource, targetKeywords: parseKeywords(keywordsText), levels: [...LEVELS], course };
    void submission.run(async () => {
      const found = await checkSuggestionRequest(request);
      setProblem(found);
      if (found) return;
      // A failure is shown by the mutation's own "Generation Failed" toast; here it only ends the run.
      await generate.mutateAsync(request).catch(() => undefined);
    });
  }

  return (
    <section aria-labelledby={headingId}>
      <Card className="grid gap-5">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {t('dashboard.educator.generator.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('dashboard.educator.generator.description')}</p>
        </div>

        <form noValidate className="grid gap-4" onSubmit={handleSubmit}>
          <TextareaField
            label={t('dashboard.educator.generator.content_label')}
            hint={t('dashboard.educator.generator.content_hint')}
            rows={6}
            value={contentSource}
            onChange={(event) => onContentSourceChange(event.target.value)}
            error={problem?.field === 'contentSource' ? problem.messageKey : undefined}
          />
          <div className="grid gap-1.5">
            <TextField
              id={keywordsId}
              label={t('dashboard.educator.generator.keywords_label')}
              value={keywordsText}
              onChange={(event) => onKeywordsTextChange(event.target.value)}
              error={keywordsError}
              aria-describedby={[`${keywordsId}-hint`, keywordsError && `${keywordsId}-error`].filter(Boolean).join(' ')}
              autoComplete="off"
            />
            <p id={`${keywordsId}-hint`} className="text-sm text-muted">
              {t('dashboard.educator.generator.keywords_hint')}
            </p>
          </div>
          <Button type="submit" disabled={pending} className="justify-self-start">
            {pending ? t('dashboard.educator.generator.generating') : t('dashboard.educator.generator.submit')}
          </Button>
        </form>

        <div className="grid gap-4">
          <p aria-live="polite" className="text-sm text-muted">
            {generate.isPending
              ? t('dashboard.educator.generator.generating')
              : generate.isSuccess
                ? t('dashboard.educator.generator.results', { count: suggestions.length })
                : t('dashboard.educator.generator.empty')}
          </p>
          {suggestions.length > 0 && !generate.isPending && (
            <ol className="grid gap-4">
              {suggestions.map((suggestion) => (
                <li key={suggestion.id}>
                  <SuggestionCard suggestion={suggestion} onSend={() => setSending(suggestion)} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </Card>
      {sending && (
        <SendDialog
          key={sending.id}
          open
          onOpenChange={(open) => !open && setSending(null)}
          course={course}
          suggestion={sending}
          sourceExcerpt={contentSource}
          students={students}
        />
      )}
    </section>
  );
}
