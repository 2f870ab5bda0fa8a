import { CheckCircle2, Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentView } from '#shared/schemas/assessments.ts';
import { dateTimeFormat } from '#shared/constants/intl-locale.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { saveAssessmentAnswer, useAssessment, useStartAssessment, useSubmitAssessment } from '../api/assessment.ts';

/** A pause in typing this long sends the answer; a failed save is tried again this much later. */
const SAVE_AFTER_MS = 1200;
const RETRY_AFTER_MS = 5000;

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The entry assessment as the applicant takes it (spec point 1): without an
 * account, through their personal link. Before the time it says when it opens; once started, the
 * passage and four questions, a clock, answers saved as they are typed, handed in at the end or
 * when the time runs out.
 */
export function EntryAssessment({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const assessment = useAssessment(token);
  const start = useStartAssessment(token);
  const now = useNow(30_000);
  const format = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

  if (assessment.isPending) return <p role="status">{t('assessment.loading')}</p>;
  if (assessment.isError) {
    return (
      <p role="alert" className="text-destructive">
        {describeApiError(t, assessment.error)}
      </p>
    );
  }
  const view = assessment.data;
  if (view.status === 'submitted' || view.status === 'analysed') {
    return (
      <Card className="grid gap-2 p-6">
        <h2 className="flex items-center gap-2 text-xl">
          <CheckCircle2 aria-hidden className="size-6 text-primary" />
          {t('assessment.done_title')}
        </h2>
        <p>{t('assessment.done')}</p>
      </Card>
    );
  }
  if (view.status === 'started') return <AssessmentForm token={token} view={view} />;

  const opens = Date.parse(view.scheduledAt);
  return (
    <Card className="grid gap-4 p-6">
      <h2 className="text-xl">{t('assessment.greeting', { name: view.firstName })}</h2>
      <p>{t('assessment.about', { minutes: view.durationMinutes })}</p>
      {now < opens ? (
        <>
          <p role="status" className="font-semibold">
            {t('assessment.opens_at', { when: format(view.scheduledAt) })}
          </p>
          <Button variant="outline" className="justify-self-start" onClick={() => void assessment.refetch()}>
            {t('assessment.check_again')}
          </Button>
        </>
      ) : now > Date.parse(view.closesAt) ? (
        <p role="alert">{t('assessment.window_closed')}</p>
      ) : (
        <>
          <p>{t('assessment.before_start', { minutes: view.durationMinutes })}</p>
          <Button className="justify-self-start" disabled={start.isPending} onClick={() => start.mutate()}>
            {t('assessment.start')}
          </Button>
          {start.isError && (
            <p role="alert" className="text-destructive">
              {describeApiError(t, start.error)}
            </p>
          )}
        </>
      )}
    </Card>
  );
}

type SaveState = 'saved' | 'saving' | 'unsaved';

function AssessmentForm({ token, view }: { token: string; view: AssessmentView }) {
  const { t } = useTranslation();
  const submit = useSubmitAssessment(token);
  const [answers, setAnswers] = useState<Record<string, string>>(view.answers);
  const [saveState, setSaveState] = useState<Record<string, SaveState>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const now = useNow(1000);
  const deadline = Date.parse(view.deadline!);
  const left = Math.max(0, deadline - now);
  const handedIn = useRef(false);

  /** Sends what is still being typed, then hands everything in. */
  async function handIn() {
    if (handedIn.current) return;
    handedIn.current = true;
    timers.current.forEach((timer) => clearTimeout(timer));
    timers.current.clear();
    const unsent = Object.entries(answers).filter(([level]) => saveState[level] !== 'saved');
    await Promise.allSettled(unsent.map(([level, text]) => saveAssessmentAnswer(token, Number(level), text)));
    submit.mutate(undefined, { onError: () => (handedIn.current = false) });
  }

  // At the deadline the answers are handed in (the server closes it too, with the answers it has).
  useEffect(() => {
    if (left === 0) void handIn();
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  function save(level: string, text: string, delay: number) {
    clearTimeout(timers.current.get(level));
    timers.current.set(
      level,
      setTimeout(() => {
        setSaveState((current) => ({ ...current, [level]: 'saving' }));
        saveAssessmentAnswer(token, Number(level), text).then(
          () => setSaveState((current) => ({ ...current, [level]: 'saved' })),
          () => {
            setSaveState((current) => ({ ...current, [level]: 'unsaved' }));
            if (Date.now() < deadline) save(level, text, RETRY_AFTER_MS);
          },
        );
      }, delay),
    );
  }

  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  return (
    <div className="grid gap-6">
      <p role="timer" aria-live="off" className="sticky top-0 z-10 flex items-center gap-2 rounded-[var(--radius-button)] bg-sky p-3 font-semibold">
        <Clock aria-hidden className="size-5" />
        {t('assessment.time_left', { time: `${minutes}:${String(seconds).padStart(2, '0')}` })}
      </p>
      <section aria-labelledby="assessment-passage" className="grid gap-2">
        <h2 id="assessment-passage" className="text-xl">
          {t('assessment.passage')}
        </h2>
        <p dir="auto" className="rounded-[var(--radius-card)] bg-white p-4 leading-relaxed">
          {view.passage}
        </p>
      </section>
      {view.questions!.map((question) => {
        const level = String(question.level);
        const state = saveState[level];
        return (
          <div key={level} className="grid gap-1">
            <TextareaField
              label={t('assessment.question', { number: question.level, question: question.content })}
              rows={5}
              dir="auto"
              value={answers[level] ?? ''}
              disabled={submit.isPending}
              onChange={(event) => {
                const text = event.target.value;
                setAnswers((current) => ({ ...current, [level]: text }));
                setSaveState((current) => ({ ...current, [level]: 'unsaved' }));
                save(level, text, SAVE_AFTER_MS);
              }}
            />
            {state && (
              <p role="status" className={state === 'unsaved' ? 'text-sm text-destructive' : 'text-sm text-muted'}>
                {t(`assessment.save_state.${state}`)}
              </p>
            )}
          </div>
        );
      })}
      <Button className="justify-self-start" disabled={submit.isPending} onClick={() => void handIn()}>
        {submit.isPending ? t('assessment.handing_in') : t('assessment.hand_in')}
      </Button>
      {submit.isError && (
        <p role="alert" className="text-destructive">
          {describeApiError(t, submit.error)}
        </p>
      )}
    </div>
  );
}
