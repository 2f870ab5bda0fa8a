import { Send, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuestionSuggestion } from '#shared/schemas/questions.ts';
import { Button } from '#app/components/ui/button.tsx';
import { formatPercent } from '#app/lib/format-figures.ts';
import { displayConfidence } from '../lib/suggestions.ts';

/** The one question Generate New Question produced: its text, Socratic type and confidence; `onSend` sends it to the student. */
export function GeneratedQuestion({
  suggestion,
  studentName,
  onSend,
}: {
  suggestion: QuestionSuggestion;
  studentName: string | undefined;
  onSend?: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid gap-2 rounded-[var(--radius-button)] border border-primary/30 bg-lavender/30 p-4">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Sparkles aria-hidden className="size-4 text-primary" />
        {studentName
          ? t('dashboard.educator.controls.generated_for', { name: studentName, level: suggestion.difficultyLevel })
          : t('dashboard.educator.controls.generated_title', { level: suggestion.difficultyLevel })}
      </h4>
      <p className="font-medium">{suggestion.content}</p>
      <p className="text-sm text-muted">
        {t('dashboard.educator.suggestion.type_and_confidence', {
          type: t(`dashboard.educator.question_types.${suggestion.questionType}`, { defaultValue: suggestion.questionType }),
          confidence: formatPercent(displayConfidence(suggestion.confidence), i18n.language),
        })}
      </p>
      {onSend && studentName && (
        <Button variant="outline" className="justify-self-start" onClick={onSend}>
          <Send className="size-4 rtl:-scale-x-100" aria-hidden />
          {t('dashboard.educator.send.open_to', { name: studentName })}
        </Button>
      )}
    </div>
  );
}
