import { FileText, Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import { MAX_PAPER_CHARACTERS, PAPER_EXTENSIONS, PAPER_MIN_CHARACTERS } from '#shared/constants/discussions.ts';
import type { PaperSummary } from '#shared/schemas/papers.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { toast } from '#app/lib/toast.ts';
import { useOutbox, type OutboxEntry } from '#app/lib/offline/outbox.ts';
import { PendingWrite } from '#app/components/offline/pending-write.tsx';
import { isolate } from '#app/lib/bidi.ts';
import { useReflectionPaper, useReflectionPapers } from '../api/get-reflection-papers.ts';
import { PAPER_SUBMISSION, useSubmitReflectionPaper } from '../api/submit-reflection-paper.ts';
import { useDraft } from '#app/lib/use-draft.ts';
import { useFormatters } from '#app/lib/use-formatters.ts';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { TabLoadFailure } from '#app/components/offline/tab-load-failure.tsx';

interface PapersTabProps {
  studentId: string;
  course: Course;
  readOnly: boolean;
}

/**
 * Reflection papers: write one in the page or upload a file; each comes back
 * with its themes, argument and the course objectives it does not yet speak to.
 */
export function PapersTab({ studentId, course, readOnly }: PapersTabProps) {
  const { t } = useTranslation();
  const papers = useReflectionPapers(studentId, course);
  const list = papers.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {!readOnly && <PaperForm studentId={studentId} course={course} />}
      {!readOnly && <PapersOnPhone studentId={studentId} course={course} />}
      <section className="grid gap-4" aria-label={t('dashboard.student.papers.list_label')}>
        {papers.isPending ? (
          <TabStatus kind="loading">{t('dashboard.student.papers.loading')}</TabStatus>
        ) : papers.isLoadingError ? (
          <TabLoadFailure>{t('dashboard.student.papers.load_failed')}</TabLoadFailure>
        ) : list.length === 0 ? (
          <TabStatus kind="empty">{t('dashboard.student.papers.empty')}</TabStatus>
        ) : (
          <ul className="grid gap-4">
            {list.map((paper) => (
              <li key={paper.id}>
                <PaperCard paper={paper} studentId={studentId} />
              </li>
            ))}
          </ul>
        )}
        <ShowMoreButton list={papers} label={t('dashboard.student.papers.more')} />
      </section>
    </div>
  );
}

function PaperForm({ studentId, course }: { studentId: string; course: Course }) {
  const { t } = useTranslation();
  const submit = useSubmitReflectionPaper();
  const draft = useDraft(`kti:paper-draft:${studentId}:${course}`);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const fileId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const content = draft.text.trim();
    const found = {
      title: title.trim() ? undefined : 'validation.title_required',
      content: file
        ? undefined
        : content.length < PAPER_MIN_CHARACTERS
          ? 'validation.paper_min'
          : content.length > MAX_PAPER_CHARACTERS
            ? 'validation.too_long'
            : undefined,
    };
    setErrors(found);
    if (found.title || found.content) return;
    submit.mutate(file ? { studentId, course, title: title.trim(), file } : { studentId, course, title: title.trim(), content }, {
      onSuccess: (paper) => {
        setTitle('');
        setFile(null);
        draft.clear();
        if (paper) toast({ title: t('dashboard.student.papers.sent_title'), description: t('dashboard.student.papers.sent_description') });
        else toast({ title: t('dashboard.offline.saved_title'), description: t('dashboard.offline.saved_description') });
      },
      onError: (failure) => toast({ variant: 'destructive', title: t('dashboard.student.papers.send_failed'), description: describeApiError(t, failure) }),
    });
  }

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <h3 className="text-lg font-semibold">{t('dashboard.student.papers.form_title')}</h3>
      <p className="text-sm text-muted">{t('dashboard.student.papers.form_description')}</p>
      <form noValidate className="grid gap-4" onSubmit={handleSubmit}>
        <TextField label={t('dashboard.student.papers.title_label')} value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} />
        <TextareaField
          label={t('dashboard.student.papers.content_label')}
          hint={t('dashboard.student.papers.content_hint', { count: PAPER_MIN_CHARACTERS })}
          rows={10}
          dir="auto"
          value={draft.text}
          disabled={file !== null}
          onChange={(event) => draft.setText(event.target.value)}
          error={errors.content}
        />
        <div className="grid gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium">
            {t('dashboard.student.papers.file_label')}
          </label>
          <p className="text-sm text-muted">{t('dashboard.student.papers.file_hint', { types: PAPER_EXTENSIONS.join(', ') })}</p>
          <input
            id={fileId}
            type="file"
            accept={PAPER_EXTENSIONS.join(',')}
            className="min-h-11 w-full max-w-full text-sm file:me-3 file:min-h-11 file:rounded-[var(--radius-button)] file:border-0 file:bg-lavender file:px-4"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={submit.isPending} className="justify-self-start">
          <Upload className="size-4" aria-hidden />
          {submit.isPending ? t('dashboard.student.papers.sending') : t('dashboard.student.papers.submit')}
        </Button>
      </form>
    </Card>
  );
}

/**
 * Papers written on this phone that the server has not acknowledged yet: each
 * with its state, waiting, sending, or refused with the reason and a retry. A sent one leaves
 * once the list from the server shows it.
 */
function PapersOnPhone({ studentId, course }: { studentId: string; course: Course }) {
  const { t } = useTranslation();
  const writes = useOutbox(studentId, PAPER_SUBMISSION).filter((write) => write.subject === course && write.state !== 'sent');
  if (writes.length === 0) return null;
  return (
    <section className="grid gap-2" aria-label={t('dashboard.student.papers.on_phone_label')}>
      {writes.map((write) => (
        <Card key={write.key} className="grid gap-2 p-4">
          <p className="font-semibold" dir="auto">
            {paperTitle(write)}
          </p>
          <PendingWrite entry={write} />
        </Card>
      ))}
    </section>
  );
}

const paperTitle = (write: OutboxEntry) => write.form?.fields.title ?? (write.body as { title?: string } | null)?.title ?? '';

function PaperCard({ paper, studentId }: { paper: PaperSummary; studentId: string }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatters();
  const [open, setOpen] = useState(false);
  const detail = useReflectionPaper(studentId, open ? paper.id : null);
  const analysis = paper.semanticAnalysis;
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold" dir="auto">
          <FileText className="size-5 shrink-0 text-primary" aria-hidden />
          {paper.title}
        </h3>
        <Badge>{t(`dashboard.student.papers.status.${paper.analysisStatus}`)}</Badge>
      </div>
      <p className="text-sm text-muted">
        {t('dashboard.student.papers.submitted', { date: formatDateTime(paper.submittedAt) })}
        {paper.fileName && ` · ${paper.fileName}`}
      </p>
      {analysis && (
        <div className="grid gap-2 text-sm">
          <p dir="auto">{analysis.summary}</p>
          {/* The paper's own words keep their direction inside the translated sentence. */}
          {analysis.themes.length > 0 && <p>{t('dashboard.student.papers.themes', { themes: analysis.themes.map(isolate).join(' · ') })}</p>}
          {analysis.argumentStructure.claim && <p>{t('dashboard.student.papers.claim', { claim: isolate(analysis.argumentStructure.claim) })}</p>}
          {analysis.objectivesShown.length > 0 && (
            <p>{t('dashboard.student.papers.objectives_shown', { objectives: analysis.objectivesShown.map((o) => isolate(o.title)).join(' · ') })}</p>
          )}
          {paper.knowledgeGaps.length > 0 && <p>{t('dashboard.student.papers.gaps', { objectives: paper.knowledgeGaps.map(isolate).join(' · ') })}</p>}
        </div>
      )}
      <details onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-primary">{t('dashboard.student.papers.read')}</summary>
        {detail.isPending ? (
          <p role="status" className="text-sm text-muted">
            {t('common.loading')}
          </p>
        ) : detail.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeApiError(t, detail.error)}
          </p>
        ) : (
          <p dir="auto" className="text-sm whitespace-pre-line">
            {detail.data?.content}
          </p>
        )}
      </details>
    </Card>
  );
}
