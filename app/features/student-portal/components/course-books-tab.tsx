import { BookOpen, Download, ExternalLink, FileText, Smartphone, Video, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import type { CourseMaterial } from '#shared/schemas/portal.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { courseMaterialFileUrl, useCourseMaterials } from '../api/get-course-materials.ts';
import { TabStatus } from './tab-status.tsx';
import { formatAssetSize } from '#app/lib/format-size.ts';
import { keepOnPhone, loadStoredMaterials, removeFromPhone, storageFigures, useStoredCount, useStoredOnPhone } from '#app/lib/offline/materials.ts';

const TYPE_ICONS: Record<CourseMaterial['type'], LucideIcon> = { textbook: BookOpen, video: Video, reading: FileText };

/** Spec point 2, Course Books: the course's materials, each viewable and downloadable. */
export function CourseBooksTab({ course }: { course: Course }) {
  const { t } = useTranslation();
  const materials = useCourseMaterials(course);
  const headingId = useId();
  useEffect(() => void loadStoredMaterials(), []);
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-xl font-semibold">
        {t('dashboard.student.books.title')}
      </h3>
      <PhoneStorage />
      {materials.isPending ? (
        <TabStatus kind="loading">{t('dashboard.student.books.loading')}</TabStatus>
      ) : materials.isError ? (
        <TabStatus kind="error">{t('dashboard.student.books.failed')}</TabStatus>
      ) : materials.data.length === 0 ? (
        <TabStatus kind="empty">{t('dashboard.student.books.empty')}</TabStatus>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {materials.data.map((material) => (
            <li key={material.id} className="grid">
              <MaterialCard material={material} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MaterialCard({ material }: { material: CourseMaterial }) {
  const { t } = useTranslation();
  const noteId = useId();
  const titleId = useId();
  const Icon = TYPE_ICONS[material.type] ?? FileText;
  const hasFile = material.fileName !== null;
  // Each button is described by the material's title, and by the no-file note when there is no file.
  const describedBy = hasFile ? titleId : `${titleId} ${noteId}`;

  function handleView() {
    window.open(courseMaterialFileUrl(material.id), '_blank', 'noopener');
  }

  return (
    <Card className="grid content-between gap-4 p-5">
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-sky">
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="grid gap-1">
            <h4 id={titleId} className="font-semibold">
              {material.title}
            </h4>
            {material.author && <p className="text-sm text-muted">{t('dashboard.student.books.by', { author: material.author })}</p>}
          </div>
        </div>
        <Badge className="justify-self-start">{t(`dashboard.student.books.types.${material.type}`)}</Badge>
        {material.description && <p className="text-sm text-muted">{material.description}</p>}
      </div>
      <div className="grid gap-2">
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="outline"
            disabled={!hasFile}
            aria-describedby={describedBy}
            onClick={handleView}
          >
            <ExternalLink className="size-4 shrink-0" aria-hidden />
            {t('dashboard.student.books.view')}
          </Button>
          {hasFile ? (
            <Button asChild>
              <a
                href={courseMaterialFileUrl(material.id, { download: true })}
                download={material.fileName ?? true}
                aria-describedby={describedBy}
              >
                <Download className="size-4 shrink-0" aria-hidden />
                {t('dashboard.student.books.download')}
              </a>
            </Button>
          ) : (
            <Button disabled aria-describedby={describedBy}>
              <Download className="size-4 shrink-0" aria-hidden />
              {t('dashboard.student.books.download')}
            </Button>
          )}
        </div>
        {hasFile && <OfflineCopy material={material} describedBy={titleId} />}
        {!hasFile && (
          <p id={noteId} className="text-sm text-muted">
            {t('dashboard.student.books.no_file')}
          </p>
        )}
      </div>
    </Card>
  );
}

/**
 * Issue 13, item 3: "Download for offline" with the file's size; progress while it comes; an
 * "On this phone" badge and Remove once stored. View then opens it with no connection.
 */
function OfflineCopy({ material, describedBy }: { material: CourseMaterial; describedBy: string }) {
  const { t, i18n } = useTranslation();
  const url = courseMaterialFileUrl(material.id);
  const onPhone = useStoredOnPhone(url);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  async function download() {
    setFailed(false);
    setProgress(0);
    try {
      await keepOnPhone(url, material.fileSize, setProgress);
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
    }
  }

  if (onPhone) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge className="gap-1 bg-mint">
          <Smartphone className="size-3.5 shrink-0" aria-hidden />
          {t('dashboard.student.books.offline.on_phone')}
        </Badge>
        <Button variant="outline" aria-describedby={describedBy} onClick={() => void removeFromPhone(url)}>
          {t('dashboard.student.books.offline.remove')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-1">
      <Button variant="outline" aria-describedby={describedBy} disabled={progress !== null} onClick={() => void download()}>
        <Smartphone className="size-4 shrink-0" aria-hidden />
        {progress !== null
          ? t('dashboard.student.books.offline.downloading', { percent: Math.round(progress * 100) })
          : t('dashboard.student.books.offline.download', { size: formatAssetSize(material.fileSize ?? 0, i18n.language) })}
      </Button>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {t('dashboard.student.books.offline.failed')}
        </p>
      )}
    </div>
  );
}

/** How much the phone holds for the app and how much room is left, where the browser says. */
function PhoneStorage() {
  const { t, i18n } = useTranslation();
  const [figures, setFigures] = useState<{ used: number; free: number }>();
  const storedCount = useStoredCount();
  useEffect(() => {
    let live = true;
    void storageFigures().then((next) => live && setFigures(next));
    return () => {
      live = false;
    };
  }, [storedCount]);
  if (!figures) return null;
  return (
    <p className="text-sm text-muted">
      {t('dashboard.student.books.offline.storage', { used: formatAssetSize(figures.used, i18n.language), free: formatAssetSize(figures.free, i18n.language) })}
    </p>
  );
}
