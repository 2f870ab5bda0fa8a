import { useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import type { DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import type { SuggestionRequest } from '#shared/schemas/questions.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { toast } from '#app/lib/toast.ts';
import { useSingleFlight } from '#app/lib/use-single-flight.ts';
import { useGenerateQuestionSuggestions } from '../api/generate-question-suggestions.ts';
import type { RosterEntry } from '#shared/schemas/educator.ts';
import { LEVELS, levelNameKey } from '#app/lib/level-names.ts';
import { checkSuggestionRequest } from '../lib/suggestion-request.ts';
import { GeneratedQuestion } from './generated-question.tsx';
import type { SendQuestionDialog } from './question-generator.tsx';

interface DifficultyControlsProps {
  ref?: Ref<HTMLElement>;
  studentSelectRef?: Ref<HTMLSelectElement>;
  course: Course;
  students: RosterEntry[];
  studentsFailed: boolean;
  selectedStudent: RosterEntry | undefined;
  onSelectStudent: (studentId: string) => void;
  level: DifficultyLevel;
  onLevelChange: (level: DifficultyLevel) => void;
  /** The SDA generator's current excerpt and keywords, used by Generate New Question. */
  contentSource: string;
  keywords: string[];
  /** A student's level change (spec point 4), the students feature's: the dashboard hands it in. */
  adjust: LevelChange;
  SendDialog: SendQuestionDialog;
}

/** What Apply Changes calls, and whether a change is under way. */
export interface LevelChange {
  mutate: (input: { studentId: string; level: DifficultyLevel }) => void;
  isPending: boolean;
}

/**
 * Difficulty Controls (spec point 2): pick a student and a level, Apply Changes to set it
 * (spec point 4: a level moves only through this explicit action), or generate one question
 * for that student at that level.
 */
export function DifficultyControls({
  ref,
  studentSelectRef,
  course,
  students,
  studentsFailed,
  selectedStudent,
  onSelectStudent,
  level,
  onLevelChange,
  contentSource,
  keywords,
  adjust,
  SendDialog,
}: DifficultyControlsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const radioName = useId();
  const generate = useGenerateQuestionSuggestions();
  // One press, one request: the check awaits the schema's first load, long enough for a double tap.
  const generation = useSingleFlight();
  const generating = generation.busy || generate.isPending;
  const applyUnavailable = !selectedStudent || adjust.isPending;

  function warnNoStudent() {
    toast({
      variant: 'destructive',
      title: t('dashboard.educator.toast.no_student_title'),
      description: t('dashboard.educator.toast.no_student_description'),
    });
  }

  function handleApply() {
    if (!selectedStudent) return warnNoStudent();
    if (adjust.isPending) return;
    adjust.mutate({ studentId: selectedStudent.id, level });
  }

  function handleGenerate() {
    if (!selectedStudent) return warnNoStudent();
    const request: SuggestionRequest = { contentSource, targetKeywords: keywords, levels: [level], course, studentId: selectedStudent.id };
    void generation.run(async () => {
      const problem = await checkSuggestionRequest(request);
      if (problem) {
        toast({
          variant: 'destructive',
          title: t('dashboard.educator.toast.generation_failed_title'),
          description: t('dashboard.educator.toast.generation_failed_description', { error: t(problem.messageKey) }),
        });
        return;
      }
      // A failure is shown by the mutation's own "Generation Failed" toast; here it only ends the run.
      await generate.mutateAsync(request).catch(() => undefined);
    });
  }

  const generated = generate.data?.[0];
  const [sending, setSending] = useState(false);
  const generatedFor = students.find((student) => student.id === generate.variables?.studentId);

  return (
    <section ref={ref} aria-labelledby={headingId} className="scroll-mt-4">
      <Card className="grid gap-5">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {t('dashboard.educator.controls.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('dashboard.educator.controls.description')}</p>
        </div>

        <SelectField
          ref={studentSelectRef}
          label={t('dashboard.educator.controls.student_label')}
          placeholder={t('dashboard.educator.controls.student_placeholder')}
          value={selectedStudent?.id ?? ''}
          onChange={(event) => onSelectStudent(event.target.value)}
          options={students.map((student) => ({
            value: student.id,
            label: t('dashboard.educator.controls.student_option', { name: student.user.name, level: student.currentDifficultyLevel }),
          }))}
          error={studentsFailed ? 'dashboard.educator.errors.students' : undefined}
        />

        <fieldset>
          <legend className="text-sm font-medium">{t('dashboard.educator.controls.level_legend')}</legend>
          <div className="mt-2 grid gap-2">
            {LEVELS.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-[var(--radius-button)] border border-charcoal/20 p-3 has-[:checked]:border-primary has-[:checked]:bg-lavender/40"
              >
                <input
                  type="radio"
                  name={radioName}
                  value={option}
                  checked={option === level}
                  onChange={() => onLevelChange(option)}
                  className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
                />
                <span className="grid">
                  <span className="font-medium">{t('dashboard.educator.level_label', { level: option })}</span>
                  <span className="text-sm text-muted">{t(levelNameKey(option))}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-2 sm:grid-cols-2">
          {/* aria-disabled rather than disabled: the button stays focusable, and a press without a
              student explains itself with the spec point 8 "No Student Selected" toast. */}
          <Button aria-disabled={applyUnavailable} onClick={handleApply} className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50">
            {adjust.isPending ? t('dashboard.educator.controls.applying') : t('dashboard.educator.controls.apply')}
          </Button>
          <Button variant="outline" disabled={generating} onClick={handleGenerate}>
            {generating ? t('dashboard.educator.controls.generating') : t('dashboard.educator.controls.generate')}
          </Button>
        </div>

        <div aria-live="polite">
          {generated && !generate.isPending && (
            <GeneratedQuestion suggestion={generated} studentName={generatedFor?.user.name} onSend={generatedFor ? () => setSending(true) : undefined} />
          )}
          {sending && generated && generatedFor && (
            <SendDialog
              key={generated.id}
              open
              onOpenChange={setSending}
              course={course}
              suggestion={generated}
              sourceExcerpt={contentSource}
              students={students}
              preselected={generatedFor.id}
            />
          )}
        </div>
      </Card>
    </section>
  );
}
