import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Download, Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MaterialReading, ReadingBlock } from '#shared/schemas/materials.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { Button } from '#app/components/ui/button.tsx';
import { courseMaterialFileUrl, getMaterialReading } from '../api/course-materials.ts';
import { formatAssetSize } from '#app/lib/format-size.ts';
import { cn } from '#app/lib/cn.ts';
import { storedFileAddress } from '#app/lib/offline/materials.ts';

const TEXT_SIZES = ['text-base', 'text-lg', 'text-xl', 'text-2xl'] as const;
const SIZE_KEY = 'kti:reader-text-size';
const pageKey = (materialId: string) => `kti:reader-page:${materialId}`;

function stored(key: string, fallback: number): number {
  try {
    const value = Number(localStorage.getItem(key));
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  } catch {
    return fallback;
  }
}

function keep(key: string, value: number) {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Private mode or a full store: the reader still works, it only forgets.
  }
}

/**
 * The reader: a material's text reflowed for a 360 px phone, one page at a
 * time, in the size the reader chose, reopening on the page last read; audio plays in the page.
 * Opens with no connection when the material was downloaded (the service worker answers).
 */
export function MaterialReader({ materialId }: { materialId: string }) {
  const { t } = useTranslation();
  const reading = useQuery({
    queryKey: ['/api/course-materials', materialId, 'reading'],
    queryFn: () => getMaterialReading(materialId),
    // Kept on the phone only when the student downloads it, not by the saved query cache.
    meta: { persist: false },
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

  return (
    <main id="main" className="mx-auto grid min-h-screen max-w-2xl content-start gap-4 px-4 py-4">
      <Link
        href="/dashboard"
        className="inline-flex min-h-11 items-center gap-2 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('dashboard.reader.back')}
      </Link>
      {reading.isPending ? (
        <p role="status">{t('dashboard.reader.loading')}</p>
      ) : reading.isError ? (
        <p role="alert" className="rounded-[var(--radius-card)] border border-destructive/30 bg-destructive/5 p-4">
          {reading.error instanceof ApiError && reading.error.status === 404
            ? t('dashboard.reader.not_found')
            : typeof navigator !== 'undefined' && !navigator.onLine
              ? t('dashboard.reader.offline_not_downloaded')
              : t('dashboard.reader.failed')}
        </p>
      ) : (
        <ReadingView reading={reading.data} />
      )}
    </main>
  );
}

function ReadingView({ reading }: { reading: MaterialReading }) {
  const { t, i18n } = useTranslation();
  const [size, setSize] = useState(() => Math.min(stored(SIZE_KEY, 1), TEXT_SIZES.length - 1));
  const download = (
    <a
      href={courseMaterialFileUrl(reading.id, { download: true })}
      download={reading.fileName}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <Download className="size-4 shrink-0" aria-hidden />
      {t('dashboard.reader.download_original', { name: reading.fileName, size: formatAssetSize(reading.fileSize, i18n.language) })}
    </a>
  );
  const changeSize = (next: number) => {
    setSize(next);
    keep(SIZE_KEY, next);
  };

  return (
    <>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold break-words">{reading.title}</h1>
        {reading.author && <p className="text-muted">{reading.author}</p>}
      </header>
      {reading.format === 'audio' ? (
        <AudioPlayer materialId={reading.id} title={reading.title} />
      ) : (
        <>
          <div role="group" aria-label={t('dashboard.reader.text_size')} className="flex items-center gap-2">
            <Button variant="outline" aria-label={t('dashboard.reader.smaller')} disabled={size === 0} onClick={() => changeSize(size - 1)}>
              <Minus className="size-4" aria-hidden />
            </Button>
            <Button variant="outline" aria-label={t('dashboard.reader.larger')} disabled={size === TEXT_SIZES.length - 1} onClick={() => changeSize(size + 1)}>
              <Plus className="size-4" aria-hidden />
            </Button>
          </div>
          <Pages reading={reading} textSize={TEXT_SIZES[size]!} />
        </>
      )}
      {download}
    </>
  );
}

function Pages({ reading, textSize }: { reading: MaterialReading; textSize: string }) {
  const { t, i18n } = useTranslation();
  const count = reading.pages.length;
  const [index, setIndex] = useState(() => Math.min(stored(pageKey(reading.id), 0), Math.max(0, count - 1)));
  const headingId = useId();
  const page = reading.pages[index];
  const number = (value: number) => value.toLocaleString(i18n.language);

  useEffect(() => {
    keep(pageKey(reading.id), index);
    window.scrollTo({ top: 0 });
  }, [reading.id, index]);

  const pager = (
    <nav aria-label={t('dashboard.reader.pages')} className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('dashboard.reader.previous')}
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        {t('dashboard.reader.page_of', { page: number(index + 1), total: number(count) })}
      </p>
      <Button variant="outline" disabled={index >= count - 1} onClick={() => setIndex(index + 1)}>
        {t('dashboard.reader.next')}
        <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
      </Button>
    </nav>
  );

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="sr-only">
        {t('dashboard.reader.page_of', { page: number(index + 1), total: number(count) })}
      </h2>
      {count > 1 && pager}
      <article dir="auto" className={cn('grid gap-4 leading-relaxed break-words', textSize)}>
        {page && page.blocks.length > 0 ? renderBlocks(page.blocks) : <p className="text-muted">{t('dashboard.reader.no_text')}</p>}
      </article>
      {count > 1 && pager}
    </section>
  );
}

/** Blocks as elements (never HTML); consecutive items become one list. */
function renderBlocks(blocks: ReadingBlock[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.kind === 'item') {
      const ordered = block.level !== undefined;
      const items: ReadingBlock[] = [];
      while (blocks[i]?.kind === 'item' && (blocks[i]!.level !== undefined) === ordered) items.push(blocks[i++]!);
      i--;
      const List = ordered ? 'ol' : 'ul';
      nodes.push(
        <List key={i} start={ordered ? items[0]!.level : undefined} className={cn('grid gap-2 ps-6', ordered ? 'list-decimal' : 'list-disc')}>
          {items.map((item, n) => (
            <li key={n} className="whitespace-pre-line">
              {item.text}
            </li>
          ))}
        </List>,
      );
    } else if (block.kind === 'heading') {
      const Heading = block.level === 1 ? 'h3' : block.level === 2 ? 'h4' : 'h5';
      nodes.push(
        <Heading key={i} className={cn('font-semibold', block.level === 1 ? 'text-[1.4em]' : block.level === 2 ? 'text-[1.2em]' : 'text-[1.05em]')}>
          {block.text}
        </Heading>,
      );
    } else if (block.kind === 'quote') {
      nodes.push(
        <blockquote key={i} className="border-s-4 border-lavender ps-4 whitespace-pre-line italic">
          {block.text}
        </blockquote>,
      );
    } else {
      nodes.push(
        <p key={i} className="whitespace-pre-line">
          {block.text}
        </p>,
      );
    }
  }
  return nodes;
}

/** Audio in the page: from the phone when downloaded (so it seeks with no connection), else streamed. */
function AudioPlayer({ materialId, title }: { materialId: string; title: string }) {
  const url = courseMaterialFileUrl(materialId);
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let address: string | null = null;
    let live = true;
    void storedFileAddress(url).then((stored) => {
      address = stored;
      if (live) setSource(stored ?? url);
      else if (stored) URL.revokeObjectURL(stored);
    });
    return () => {
      live = false;
      if (address) URL.revokeObjectURL(address);
    };
  }, [url]);
  return source ? <audio controls preload="metadata" src={source} aria-label={title} className="w-full" /> : null;
}
