import { MessageCircleQuestion, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import { RESPONSE_MAX_CHARACTERS, RESPONSE_MIN_CHARACTERS } from '#shared/constants/discussions.ts';
import { BLOOM_LEVELS, type DiscussionThread, type DiscussionTurn, type ResponseAnalysis } from '#shared/schemas/discussions.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { toast } from '#app/lib/toast.ts';
import { isolate } from '#app/lib/bidi.ts';
import { useCommentOnDiscussion } from '../api/comment-on-discussion.ts';
import { useDiscussions } from '../api/get-discussions.ts';
import { DISCUSSION_RESPONSE, useRespondToDiscussion } from '../api/respond-to-discussion.ts';
import { PendingWrite } from '#app/components/offline/pending-write.tsx';
import { useOutbox } from '#app/lib/offline/outbox.ts';
import { useDraft } from '#app/lib/use-draft.ts';
import { useFormatters } from '#app/lib/use-formatters.ts';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { TabLoadFailure } from '#app/components/offline/tab-load-failure.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';

interface DialogueTabProps {
  studentId: string;
  course: Course;
  /** Staff looking at a student's portal: they see the analysis in full and comment; only the student answers. */
  readOnly: boolean;
}

/**
 * The Socratic Dialogue: the student's questions, each with the passage it
 * is about; an answer box whose draft is kept on the phone; after each answer, what the agent
 * noticed in the student's own words and its next question. Loaded only when the tab opens.
 */
export function DialogueTab({ studentId, course, readOnly }: DialogueTabProps) {
  const { t } = useTranslation();
  const discussions = useDiscussions(studentId, course);
  if (discussions.isPending) return <TabStatus kind="loading">{t('dashboard.student.dialogue.loading')}</TabStatus>;
  if (discussions.isLoadingError) return <TabLoadFailure>{t('dashboard.student.dialogue.load_failed')}</TabLoadFailure>;
  const threads = discussions.data.pages.flatMap((page) => page.items);
  if (threads.length === 0)
    return <TabStatus kind="empty">{t(readOnly ? 'dashboard.student.dialogue.empty_staff' : 'dashboard.student.dialogue.empty')}</TabStatus>;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted">{t(readOnly ? 'dashboard.student.dialogue.intro_staff' : 'dashboard.student.dialogue.intro')}</p>
      <ol className="grid gap-6">
        {threads.map((thread) => (
          <li key={thread.id}>
            <ThreadCard thread={thread} studentId={studentId} readOnly={readOnly} />
          </li>
        ))}
      </ol>
      <ShowMoreButton list={discussions} label={t('dashboard.student.dialogue.more')} />
    </div>
  );
}

function ThreadCard({ thread, studentId, readOnly }: { thread: DiscussionThread; studentId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const headingId = useId();
  const lastTurn = thread.turns[thread.turns.length - 1];
  return (
    <Card className="grid gap-5 p-4 sm:p-6" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold">
          <MessageCircleQuestion className="size-5 text-primary" aria-hidden />
          {t('dashboard.student.dialogue.thread_title', { date: formatDate(thread.createdAt) })}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge>{t('dashboard.student.dialogue.level', { level: thread.difficultyLevel })}</Badge>
          <Badge className={thread.status === 'open' ? 'bg-mint' : undefined}>{t(`dashboard.student.dialogue.status.${thread.status}`)}</Badge>
        </div>
      </div>
      <ol className="grid gap-5">
        {thread.turns.map((turn) => (
          <li key={turn.id} className="grid gap-3">
            <TurnView turn={turn} readOnly={readOnly} />
            {thread.comments
              .filter((comment) => comment.turnId === turn.id)
              .map((comment) => (
                <Comment key={comment.id} author={comment.authorName} body={comment.body} date={comment.createdAt} />
              ))}
          </li>
        ))}
      </ol>
      {thread.comments
        .filter((comment) => comment.turnId === null)
        .map((comment) => (
          <Comment key={comment.id} author={comment.authorName} body={comment.body} date={comment.createdAt} />
        ))}
      {!readOnly && thread.awaiting === 'response' && lastTurn && (
        <AnswerForm studentId={studentId} threadId={thread.id} isFollowUp={lastTurn.question.isFollowUp} />
      )}
      {thread.status === 'closed' && <p className="text-sm text-muted">{t('dashboard.student.dialogue.closed_note', { count: thread.turns.length })}</p>}
      {readOnly && <CommentForm studentId={studentId} threadId={thread.id} turnId={lastTurn?.id} />}
    </Card>
  );
}

function TurnView({ turn, readOnly }: { turn: DiscussionTurn; readOnly: boolean }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatters();
  const { question, response } = turn;
  return (
    <div className="grid gap-3">
      <div className="grid gap-2 rounded-[var(--radius-button)] bg-lavender/30 p-3">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">
          {question.isFollowUp ? t('dashboard.student.dialogue.follow_up') : t('dashboard.student.dialogue.question')}
        </p>
        <p dir="auto" className="font-medium">
          {question.content}
        </p>
        {question.sourceExcerpt && (
          <details className="text-sm">
            <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">{t('dashboard.student.dialogue.passage')}</summary>
            <blockquote dir="auto" className="border-s-4 border-primary/40 ps-3 text-muted">
              {question.sourceExcerpt}
            </blockquote>
          </details>
        )}
        {question.sources.length > 0 && (
          <p className="text-sm text-muted">
            {t('dashboard.student.dialogue.sources', { sources: question.sources.map((s) => isolate(s.source)).join('; ') })}
          </p>
        )}
      </div>
      {response && (
        <div className="grid gap-2 ps-3">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {readOnly ? t('dashboard.student.dialogue.student_answer') : t('dashboard.student.dialogue.your_answer')} ·{' '}
            <time dateTime={response.submittedAt}>{formatDateTime(response.submittedAt)}</time>
          </p>
          <p dir="auto" className="whitespace-pre-line">
            {response.text}
          </p>
          {response.analysisStatus === 'pending' && (
            <p role="status" className="text-sm text-muted">
              {t('dashboard.student.dialogue.analysing')}
            </p>
          )}
          {response.analysisStatus === 'error' && <p className="text-sm text-destructive">{t('dashboard.student.dialogue.analysis_failed')}</p>}
          {response.analysis && <Feedback analysis={response.analysis} />}
          {response.analysis && readOnly && <AnalysisDetails analysis={response.analysis} />}
        </div>
      )}
    </div>
  );
}

/** Observations and questions about the student's own words, never a grade. */
function Feedback({ analysis }: { analysis: ResponseAnalysis }) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-2 rounded-[var(--radius-button)] border border-mint bg-mint/20 p-3 text-sm">
      <h4 className="font-semibold">{t('dashboard.student.dialogue.feedback_title')}</h4>
      <ul className="grid list-disc gap-1 ps-5">
        {analysis.analysisData.observations.map((observation, index) => (
          <li key={`${observation.code}-${index}`}>
            {t(`dashboard.student.dialogue.observations.${observation.code}`, { quote: isolate(observation.quote ?? '') })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What staff see besides: every field the analysis filled (spec point 3, student_responses). */
function AnalysisDetails({ analysis }: { analysis: ResponseAnalysis }) {
  const { t } = useTranslation();
  const { levelFit, objectivesShown, objectivesMissed } = analysis.analysisData;
  // Below the level although the kind of thinking reaches it: the answer was short or off the question.
  const reachesLevel = BLOOM_LEVELS.indexOf(levelFit.observed) >= BLOOM_LEVELS.indexOf(levelFit.expected);
  const argument = analysis.argumentStructure;
  // The student's words and the analysis's terms keep their own direction inside the translated sentence.
  const list = (items: string[]) => (items.length ? items.map(isolate).join(' · ') : t('dashboard.student.dialogue.analysis.none'));
  return (
    <details className="text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">{t('dashboard.student.dialogue.analysis.title')}</summary>
      <div className="grid gap-3 pt-1">
        <p>
          {t(
            levelFit.meets
              ? 'dashboard.student.dialogue.analysis.meets'
              : reachesLevel
                ? 'dashboard.student.dialogue.analysis.misses_focus'
                : 'dashboard.student.dialogue.analysis.misses',
            {
              level: levelFit.questionLevel,
              expected: t(`dashboard.student.dialogue.bloom.${levelFit.expected}`),
              observed: t(`dashboard.student.dialogue.bloom.${levelFit.observed}`),
            },
          )}
        </p>
        <div className="grid gap-1">
          <h5 className="font-semibold">{t('dashboard.student.dialogue.analysis.argument')}</h5>
          <ul className="grid gap-1">
            <li>
              {t('dashboard.student.dialogue.analysis.claim', {
                text: argument.claim ? isolate(argument.claim) : t('dashboard.student.dialogue.analysis.none'),
              })}
            </li>
            <li>{t('dashboard.student.dialogue.analysis.reasons', { text: list(argument.reasons) })}</li>
            <li>{t('dashboard.student.dialogue.analysis.evidence', { text: list(argument.evidence) })}</li>
            <li>{t('dashboard.student.dialogue.analysis.objections', { text: list(argument.objections) })}</li>
          </ul>
        </div>
        <p>{t('dashboard.student.dialogue.analysis.keywords', { text: list(analysis.keywords) })}</p>
        <p>
          {t('dashboard.student.dialogue.analysis.devices', {
            text: list(analysis.rhetoricalDevices.map((d) => t(`dashboard.student.dialogue.devices.${d}`))),
          })}
        </p>
        <p>
          {t('dashboard.student.dialogue.analysis.concepts', {
            text: list(analysis.conceptualHierarchy.map((c) => (c.related.length ? `${c.concept} (${c.related.join(', ')})` : c.concept))),
          })}
        </p>
        <p>
          {t('dashboard.student.dialogue.analysis.relations', {
            text: list(analysis.entityRelationships.map((r) => `${r.subject} → ${r.relation} → ${r.object}`)),
          })}
        </p>
        <p>{t('dashboard.student.dialogue.analysis.objectives_shown', { text: list(objectivesShown.map((o) => o.title)) })}</p>
        <p>{t('dashboard.student.dialogue.analysis.objectives_missed', { text: list(objectivesMissed.map((o) => o.title)) })}</p>
      </div>
    </details>
  );
}

function Comment({ author, body, date }: { author: string; body: string; date: string }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatters();
  return (
    <aside className="grid gap-1 rounded-[var(--radius-button)] border border-beige bg-beige/40 p-3 text-sm">
      <p className="font-semibold">
        {t('dashboard.student.dialogue.comment_from', { name: isolate(author) })} · <time dateTime={date}>{formatDateTime(date)}</time>
      </p>
      <p dir="auto" className="whitespace-pre-line">
        {body}
      </p>
    </aside>
  );
}

function AnswerForm({ studentId, threadId, isFollowUp }: { studentId: string; threadId: string; isFollowUp: boolean }) {
  const { t } = useTranslation();
  const draft = useDraft(`kti:dialogue-draft:${threadId}`);
  const respond = useRespondToDiscussion();
  const [error, setError] = useState<string | undefined>();
  const length = draft.text.trim().length;
  // An answer written here and not yet taken by the server: say where it stands instead of asking again.
  const waiting = useOutbox(studentId, DISCUSSION_RESPONSE)
    .filter((w) => w.subject === threadId && w.state !== 'sent')
    .at(-1);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (length < RESPONSE_MIN_CHARACTERS) return setError('validation.response_min');
    if (length > RESPONSE_MAX_CHARACTERS) return setError('validation.too_long');
    setError(undefined);
    respond.mutate(
      { studentId, threadId, response: draft.text.trim() },
      {
        onSuccess: (sent) => {
          draft.clear();
          if (sent) toast({ title: t('dashboard.student.dialogue.sent_title'), description: t('dashboard.student.dialogue.sent_description') });
          else toast({ title: t('dashboard.offline.saved_title'), description: t('dashboard.offline.saved_description') });
        },
        onError: (failure) => toast({ variant: 'destructive', title: t('dashboard.student.dialogue.send_failed'), description: describeApiError(t, failure) }),
      },
    );
  }

  if (waiting && waiting.state !== 'failed') return <PendingWrite entry={waiting} />;
  return (
    <form noValidate className="grid gap-3" onSubmit={handleSubmit}>
      {waiting && <PendingWrite entry={waiting} />}
      <TextareaField
        label={isFollowUp ? t('dashboard.student.dialogue.answer_follow_up_label') : t('dashboard.student.dialogue.answer_label')}
        hint={t('dashboard.student.dialogue.answer_hint', { count: RESPONSE_MIN_CHARACTERS })}
        rows={6}
        dir="auto"
        value={draft.text}
        onChange={(event) => draft.setText(event.target.value)}
        error={error}
      />
      <p className="text-sm text-muted" aria-live="polite">
        {t('dashboard.student.dialogue.characters', { count: length })}
        {draft.text && ` · ${t('dashboard.student.dialogue.draft_kept')}`}
      </p>
      <Button type="submit" disabled={respond.isPending} className="justify-self-start">
        <Send className="size-4 rtl:-scale-x-100" aria-hidden />
        {respond.isPending ? t('dashboard.student.dialogue.sending') : t('dashboard.student.dialogue.send')}
      </Button>
    </form>
  );
}

function CommentForm({ studentId, threadId, turnId }: { studentId: string; threadId: string; turnId?: string }) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const comment = useCommentOnDiscussion();
  return (
    <form
      noValidate
      className="grid gap-2 border-t border-charcoal/10 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!body.trim()) return;
        comment.mutate(
          { studentId, threadId, body: body.trim(), turnId },
          {
            onSuccess: () => {
              setBody('');
              toast({ title: t('dashboard.student.dialogue.comment_saved') });
            },
            onError: (failure) =>
              toast({ variant: 'destructive', title: t('dashboard.student.dialogue.comment_failed'), description: describeApiError(t, failure) }),
          },
        );
      }}
    >
      <TextareaField label={t('dashboard.student.dialogue.comment_label')} rows={3} dir="auto" value={body} onChange={(event) => setBody(event.target.value)} />
      <Button type="submit" variant="outline" disabled={comment.isPending || !body.trim()} className="justify-self-start">
        {t('dashboard.student.dialogue.comment_submit')}
      </Button>
    </form>
  );
}
