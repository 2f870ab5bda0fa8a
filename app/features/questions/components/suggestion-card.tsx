import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuestionSuggestion } from '#shared/schemas/questions.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { formatPercent } from '#app/lib/format-figures.ts';
import { levelNameKey } from '#app/lib/level-names.ts';
import { displayConfidence } from '../lib/suggestions.ts';

/** Spec point 9: at most four of a suggestion's keywords are shown. */
const KEYWORDS_SHOWN = 4;

type TransparencyList = QuestionSuggestion['clsaTransparency']['contentSources'];

/**
 * One generated question with its level, type, confidence, reasoning, keywords and CLSA
 * transparency; `onSend` offers to send it to students.
 */
export function SuggestionCard({ suggestion, onSend }: { suggestion: QuestionSuggestion; onSend?: () => void }) {
  const { t, i18n } = useTranslation();
  const percent = (value: number) => formatPercent(value, i18n.language);
  const transparency: { key: string; label: string; items: TransparencyList }[] = [
    { key: 'content', label: t('dashboard.educator.suggestion.content_sources'), items: suggestion.clsaTransparency.contentSources },
    { key: 'performance', label: t('dashboard.educator.suggestion.performance_data'), items: suggestion.clsaTransparency.performanceData },
    { key: 'artifacts', label: t('dashboard.educator.suggestion.student_artifacts'), items: suggestion.clsaTransparency.studentArtifactReferences },
  ];
  const keywords = suggestion.keywords.slice(0, KEYWORDS_SHOWN);

  return (
    <article className="grid gap-3 rounded-[var(--radius-button)] border border-charcoal/15 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold">
          {t('dashboard.educator.level_label', { level: suggestion.difficultyLevel })}
          <span className="block text-sm font-normal text-muted">{t(levelNameKey(suggestion.difficultyLevel))}</span>
        </h4>
        <div className="flex flex-wrap gap-2">
          <Badge>{t(`dashboard.educator.question_types.${suggestion.questionType}`, { defaultValue: suggestion.questionType })}</Badge>
          <Badge>{t('dashboard.educator.suggestion.confidence', { confidence: percent(displayConfidence(suggestion.confidence)) })}</Badge>
          <Badge>{t(`dashboard.educator.engine.${suggestion.engine}`, { defaultValue: suggestion.engine })}</Badge>
        </div>
      </div>

      <p className="text-base font-medium" dir="auto">
        {suggestion.content}
      </p>

      {suggestion.librarySource && (
        <figure className="grid gap-1 border-s-4 border-primary/40 ps-3 text-sm">
          <blockquote dir="auto">{suggestion.librarySource.quote}</blockquote>
          <figcaption className="text-muted">
            {t('dashboard.educator.suggestion.library_source', {
              title: suggestion.librarySource.author
                ? `${suggestion.librarySource.title} (${suggestion.librarySource.author})`
                : suggestion.librarySource.title,
            })}
          </figcaption>
        </figure>
      )}

      {onSend && (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={onSend}
          aria-label={t('dashboard.educator.send.open_label', { level: suggestion.difficultyLevel })}
        >
          <Send className="size-4 rtl:-scale-x-100" aria-hidden />
          {t('dashboard.educator.send.open')}
        </Button>
      )}

      {suggestion.reasoning && (
        <details className="text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">{t('dashboard.educator.suggestion.reasoning')}</summary>
          <p className="mt-1 text-muted">{suggestion.reasoning}</p>
        </details>
      )}

      {keywords.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">{t('dashboard.educator.suggestion.keywords')}</span>
          <ul className="flex flex-wrap gap-2">
            {keywords.map((keyword) => (
              <li key={keyword}>
                <Badge>{keyword}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="grid gap-2 border-t border-charcoal/10 pt-3 text-sm">
        <p className="font-semibold">{t('dashboard.educator.suggestion.transparency')}</p>
        <dl className="grid gap-2">
          {transparency.map(({ key, label, items }) => (
            <div key={key} className="grid gap-1">
              <dt className="font-medium">{label}</dt>
              <dd className="text-muted">
                {items.length === 0 ? (
                  t('dashboard.educator.suggestion.none')
                ) : (
                  <ul className="grid gap-1">
                    {items.map((item, index) => (
                      <li key={`${item.source}-${index}`}>
                        {t('dashboard.educator.suggestion.source_item', { source: item.source, confidence: percent(item.confidence) })}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
