import { Check, Sparkles, TrendingDown, TrendingUp, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import { approveProposalSchema, discussionSettingsSchema, MAX_TURNS_LIMIT, type DiscussionSettings } from '#shared/schemas/discussions.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { toast } from '#app/lib/toast.ts';
import { isolate } from '#app/lib/bidi.ts';
import { useDecideProposal } from '../api/decide-proposal.ts';
import { useDiscussionSettings, useSaveDiscussionSettings } from '../api/discussion-settings.ts';
import { useLevelRecommendations, type LevelRecommendation } from '../api/get-level-recommendations.ts';
import { useProposals, type Proposal } from '../api/get-proposals.ts';
import { useRequestProposals } from '../api/request-proposals.ts';

interface DialoguePanelProps {
  course: Course;
  /** Opens the level controls on this student with the suggested level chosen; Apply stays the educator's. */
  onReviewLevel: (studentId: string, level: number) => void;
  /** Opens the student's portal, where their threads, the analyses and the comment box are. */
  onViewStudent: (studentId: string) => void;
}

/**
 * The educator's side of the Socratic dialogue: level changes the
 * evidence suggests, the agent's proposed questions waiting for approval, and the course's
 * settings. Loaded with its own chunk, after the rest of the dashboard.
 */
export function DialoguePanel({ course, onReviewLevel, onViewStudent }: DialoguePanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="grid gap-6">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {t('dashboard.educator.dialogue.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('dashboard.educator.dialogue.description')}</p>
        </div>
        <Recommendations course={course} onReviewLevel={onReviewLevel} onViewStudent={onViewStudent} />
        <Proposals course={course} />
        <SettingsForm course={course} />
      </Card>
    </section>
  );
}

function Recommendations({ course, onReviewLevel, onViewStudent }: DialoguePanelProps) {
  const { t } = useTranslation();
  const recommendations = useLevelRecommendations(course);
  const items = recommendations.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-3">
      <h4 className="font-semibold">{t('dashboard.educator.dialogue.recommendations_title')}</h4>
      {recommendations.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t('common.loading')}
        </p>
      ) : recommendations.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeApiError(t, recommendations.error)}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{t('dashboard.educator.dialogue.recommendations_empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.studentId}>
              <RecommendationCard item={item} onReviewLevel={onReviewLevel} onViewStudent={onViewStudent} />
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={recommendations} label={t('dashboard.educator.dialogue.more')} className="justify-self-start" />
    </div>
  );
}

function RecommendationCard({ item, onReviewLevel, onViewStudent }: { item: LevelRecommendation } & Omit<DialoguePanelProps, 'course'>) {
  const { t } = useTranslation();
  const Icon = item.direction === 'up' ? TrendingUp : TrendingDown;
  return (
    <article className="grid gap-3 rounded-[var(--radius-button)] border border-charcoal/15 p-4">
      <p className="flex items-start gap-2 font-medium">
        <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        {t(`dashboard.educator.dialogue.recommend_${item.direction}`, { name: isolate(item.studentName), from: item.fromLevel, to: item.toLevel })}
      </p>
      <details className="text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">
          {t('dashboard.educator.dialogue.evidence', { count: item.evidence.length })}
        </summary>
        <ol className="grid gap-2 ps-1">
          {item.evidence.map((evidence) => (
            <li key={evidence.responseId} className="grid gap-1 border-s-4 border-primary/30 ps-3">
              <p dir="auto" className="font-medium">
                {evidence.question}
              </p>
              <p dir="auto" className="text-muted">
                “{evidence.excerpt}”
              </p>
              <p>
                {t(evidence.meets ? 'dashboard.educator.dialogue.evidence_meets' : 'dashboard.educator.dialogue.evidence_misses', {
                  observed: t(`dashboard.student.dialogue.bloom.${evidence.observed}`),
                })}
              </p>
            </li>
          ))}
        </ol>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onReviewLevel(item.studentId, item.toLevel)}>{t('dashboard.educator.dialogue.review_level', { level: item.toLevel })}</Button>
        <Button variant="ghost" onClick={() => onViewStudent(item.studentId)}>
          {t('dashboard.educator.dialogue.view_threads')}
        </Button>
      </div>
    </article>
  );
}

function Proposals({ course }: { course: Course }) {
  const { t } = useTranslation();
  const proposals = useProposals(course);
  const requestProposals = useRequestProposals();
  const items = proposals.data?.pages.flatMap((page) => page.items) ?? [];

  function handleRequest() {
    requestProposals.mutate(course, {
      onSuccess: () => {
        toast({ title: t('dashboard.educator.dialogue.requested_title'), description: t('dashboard.educator.dialogue.requested_description') });
        // The agent works in the background; its first proposals are usually there within seconds.
        setTimeout(() => void proposals.refetch(), 5_000);
      },
      onError: (failure) =>
        toast({ variant: 'destructive', title: t('dashboard.educator.dialogue.request_failed'), description: describeApiError(t, failure) }),
    });
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{t('dashboard.educator.dialogue.proposals_title')}</h4>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" disabled={proposals.isFetching} onClick={() => void proposals.refetch()}>
            {t('dashboard.educator.dialogue.refresh')}
          </Button>
          <Button variant="outline" disabled={requestProposals.isPending} onClick={handleRequest}>
            <Sparkles className="size-4" aria-hidden />
            {t('dashboard.educator.dialogue.request')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted">{t('dashboard.educator.dialogue.proposals_description')}</p>
      {proposals.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t('common.loading')}
        </p>
      ) : proposals.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeApiError(t, proposals.error)}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{t('dashboard.educator.dialogue.proposals_empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((proposal) => (
            <li key={proposal.id}>
              <ProposalCard proposal={proposal} />
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={proposals} label={t('dashboard.educator.dialogue.more')} className="justify-self-start" />
    </div>
  );
}

function ProposalCard({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const decide = useDecideProposal();
  const [content, setContent] = useState(proposal.content);
  const [error, setError] = useState<string | undefined>();

  function handleApprove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const edited = content.trim();
    const checked = approveProposalSchema.safeParse({ content: edited });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    decide.mutate(
      { proposalId: proposal.id, decision: 'approve', ...(edited !== proposal.content && { content: edited }) },
      {
        onSuccess: () => toast({ title: t('dashboard.educator.dialogue.approved', { name: isolate(proposal.studentName) }) }),
        onError: (failure) =>
          toast({ variant: 'destructive', title: t('dashboard.educator.dialogue.decide_failed'), description: describeApiError(t, failure) }),
      },
    );
  }

  function handleReject() {
    decide.mutate(
      { proposalId: proposal.id, decision: 'reject' },
      {
        onSuccess: () => toast({ title: t('dashboard.educator.dialogue.rejected') }),
        onError: (failure) =>
          toast({ variant: 'destructive', title: t('dashboard.educator.dialogue.decide_failed'), description: describeApiError(t, failure) }),
      },
    );
  }

  return (
    <article className="grid gap-3 rounded-[var(--radius-button)] border border-charcoal/15 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{proposal.studentName}</p>
        <div className="flex flex-wrap gap-2">
          <Badge>{t('dashboard.educator.level_label', { level: proposal.difficultyLevel })}</Badge>
          <Badge>{t(`dashboard.educator.question_types.${proposal.questionType}`, { defaultValue: proposal.questionType })}</Badge>
        </div>
      </div>
      {(proposal.sourceTitle || proposal.sourceExcerpt) && (
        <details className="text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">
            {proposal.sourceTitle
              ? t('dashboard.educator.dialogue.from_source', { title: isolate(proposal.sourceTitle) })
              : t('dashboard.educator.dialogue.passage')}
          </summary>
          {proposal.sourceExcerpt && (
            <blockquote dir="auto" className="border-s-4 border-primary/40 ps-3 text-muted">
              {proposal.sourceExcerpt}
            </blockquote>
          )}
        </details>
      )}
      <form noValidate className="grid gap-3" onSubmit={handleApprove}>
        <TextareaField
          label={t('dashboard.educator.dialogue.question_label', { name: isolate(proposal.studentName) })}
          rows={3}
          dir="auto"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          error={error}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={decide.isPending}>
            <Check className="size-4" aria-hidden />
            {t('dashboard.educator.dialogue.approve')}
          </Button>
          <Button type="button" variant="ghost" disabled={decide.isPending} onClick={handleReject}>
            <X className="size-4" aria-hidden />
            {t('dashboard.educator.dialogue.reject')}
          </Button>
        </div>
      </form>
    </article>
  );
}

function SettingsForm({ course }: { course: Course }) {
  const { t } = useTranslation();
  const settings = useDiscussionSettings(course);
  if (settings.isPending) return null;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {describeApiError(t, settings.error)}
      </p>
    );
  }
  // Keyed by course: the fields start again from what is saved when the course changes.
  return <SettingsFields key={course} course={course} saved={settings.data} />;
}

function SettingsFields({ course, saved }: { course: Course; saved: DiscussionSettings }) {
  const { t } = useTranslation();
  const save = useSaveDiscussionSettings(course);
  const [autoSend, setAutoSend] = useState(saved.autoSend);
  const [maxTurns, setMaxTurns] = useState(String(saved.maxTurns));
  const [error, setError] = useState<string | undefined>();
  const autoSendId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = discussionSettingsSchema.safeParse({ autoSend, maxTurns: Number(maxTurns) });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    save.mutate(checked.data, {
      onSuccess: () => toast({ title: t('dashboard.educator.dialogue.settings_saved') }),
      onError: (failure) =>
        toast({ variant: 'destructive', title: t('dashboard.educator.dialogue.settings_failed'), description: describeApiError(t, failure) }),
    });
  }

  return (
    <form noValidate className="grid gap-3 border-t border-charcoal/10 pt-4" onSubmit={handleSubmit}>
      <h4 className="font-semibold">{t('dashboard.educator.dialogue.settings_title')}</h4>
      <div className="flex items-start gap-3">
        <input id={autoSendId} type="checkbox" className="mt-3 size-5 shrink-0" checked={autoSend} onChange={(event) => setAutoSend(event.target.checked)} />
        <label htmlFor={autoSendId} className="grid min-h-11 content-center gap-0.5">
          <span className="font-medium">{t('dashboard.educator.dialogue.auto_send')}</span>
          <span className="text-sm text-muted">{t('dashboard.educator.dialogue.auto_send_hint')}</span>
        </label>
      </div>
      <TextField
        className="max-w-48"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_TURNS_LIMIT}
        label={t('dashboard.educator.dialogue.max_turns', { max: MAX_TURNS_LIMIT })}
        value={maxTurns}
        onChange={(event) => setMaxTurns(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="outline" disabled={save.isPending} className="justify-self-start">
        {t('dashboard.educator.dialogue.save_settings')}
      </Button>
    </form>
  );
}
