import { BookOpen, Download, ExternalLink, FileText, Headphones, Smartphone, Video, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Course } from '#shared/constants/courses.ts';
import type { CourseMaterial } from '#shared/schemas/materials.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { courseMaterialFileUrl, materialReaderPath, offlinePartsOf, useCourseMaterials } from '../api/course-materials.ts';
import { formatAssetSize } from '#app/lib/format-size.ts';
import {
  keepOnPhone,
  loadStoredMaterials,
  partsSize,
  removeFromPhone,
  storageFigures,
  useStoredCount,
  useStoredPaths,
  type OfflinePart,
} from '#app/lib/offline/materials.ts';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { TabLoadFailure } from '#app/components/offline/tab-load-failure.tsx';

const TYPE_ICONS: Record<CourseMaterial['type'], LucideIcon> = { textbook: BookOpen, video: Video, reading: FileText };

interface UnitGroup {
  key: string;
  name: string | null;
  materials: CourseMaterial[];
}

/** The list comes in unit order (whole-course materials first): consecutive materials of a unit form its group. */
function groupByUnit(materials: CourseMaterial[]): UnitGroup[] {
  const groups: UnitGroup[] = [];
  for (const material of materials) {
    const key = material.unitId ?? 'course';
    if (groups.at(-1)?.key !== key) groups.push({ key, name: material.unitName, materials: [] });
    groups.at(-1)!.materials.push(material);
  }
  return groups;
}

/** Spec point 2, Course Books: the course's materials by unit, read in the page and kept on the phone. */
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
      ) : materials.isLoadingError ? (
        <TabLoadFailure>{t('dashboard.student.books.failed')}</TabLoadFailure>
      ) : materials.data.length === 0 ? (
        <TabStatus kind="empty">{t('dashboard.student.books.empty')}</TabStatus>
      ) : (
        groupByUnit(materials.data).map((group) => <UnitSection key={group.key} group={group} />)
      )}
    </section>
  );
}

function UnitSection({ group }: { group: UnitGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-lg font-semibold">
          {group.name ?? t('dashboard.student.books.whole_course')}
        </h4>
        {group.materials.some((material) => offlinePartsOf(material).length > 0) && (
          <OfflineCopy parts={group.materials.flatMap(offlinePartsOf)} describedBy={headingId} scope="unit" />
        )}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {group.materials.map((material) => (
          <li key={material.id} className="grid">
            <MaterialCard material={material} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MaterialCard({ material }: { material: CourseMaterial }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const Icon = material.format === 'audio' ? Headphones : (TYPE_ICONS[material.type] ?? FileText);
  const hasFile = material.fileName !== null;

  return (
    <Card className="grid content-between gap-4 p-5">
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-sky">
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="grid min-w-0 gap-1">
            <h5 id={titleId} className="font-semibold break-words">
              {material.title}
            </h5>
            {material.author && <p className="text-sm text-muted">{t('dashboard.student.books.by', { author: material.author })}</p>}
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge>{t(`dashboard.student.books.types.${material.type}`)}</Badge>
          {material.isRequired && <Badge className="bg-lavender">{t('dashboard.student.books.required')}</Badge>}
          {material.format && material.format !== 'audio' && material.pageCount !== null && (
            <Badge className="bg-beige">{t('dashboard.student.books.pages', { count: material.pageCount })}</Badge>
          )}
        </div>
        {material.description && <p className="text-sm text-muted">{material.description}</p>}
      </div>
      <div className="grid gap-2">
        <div className="grid grid-cols-2 gap-2">
          {material.format ? (
            <Button asChild variant="outline">
              <Link href={materialReaderPath(material.id)} aria-describedby={titleId}>
                <BookOpen className="size-4 shrink-0" aria-hidden />
                {material.format === 'audio' ? t('dashboard.student.books.listen') : t('dashboard.student.books.read')}
              </Link>
            </Button>
          ) : material.videoUrl ? (
            <Button asChild variant="outline">
              <a href={material.videoUrl} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
                <ExternalLink className="size-4 shrink-0" aria-hidden />
                {t('dashboard.student.books.watch')}
              </a>
            </Button>
          ) : null}
          {hasFile && (
            <Button asChild>
              <a href={courseMaterialFileUrl(material.id, { download: true })} download={material.fileName ?? true} aria-describedby={titleId}>
                <Download className="size-4 shrink-0" aria-hidden />
                {t('dashboard.student.books.download_file', { size: formatAssetSize(material.fileSize ?? 0, i18n.language) })}
              </a>
            </Button>
          )}
        </div>
        {offlinePartsOf(material).length > 0 && <OfflineCopy parts={offlinePartsOf(material)} describedBy={titleId} scope="material" />}
        {!hasFile && !material.videoUrl && <p className="text-sm text-muted">{t('dashboard.student.books.no_file')}</p>}
      </div>
    </Card>
  );
}

const storedPath = (url: string) => new URL(url, 'http://x').pathname;

/** The words of the offline control, for one material or for a whole unit. */
const OFFLINE_LABELS = {
  material: { download: 'download', onPhone: 'on_phone', remove: 'remove' },
  unit: { download: 'unit_download', onPhone: 'unit_on_phone', remove: 'unit_remove' },
} as const;

/**
 * "Download for offline" with its size (what is not on the phone yet);
 * progress while it comes; an "On this phone" badge and Remove once all of it is stored. The
 * reader then opens it with no connection. `scope` is one material, or a unit's materials.
 */
function OfflineCopy({ parts, describedBy, scope }: { parts: OfflinePart[]; describedBy: string; scope: keyof typeof OFFLINE_LABELS }) {
  const { t, i18n } = useTranslation();
  const stored = useStoredPaths();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const labels = OFFLINE_LABELS[scope];
  const missing = parts.filter((part) => !stored.has(storedPath(part.url)));

  async function download() {
    setFailed(false);
    setProgress(0);
    try {
      await keepOnPhone(missing, setProgress);
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
    }
  }

  if (missing.length === 0) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge className="gap-1 bg-mint">
          <Smartphone className="size-3.5 shrink-0" aria-hidden />
          {t(`dashboard.student.books.offline.${labels.onPhone}`)}
        </Badge>
        <Button variant="outline" aria-describedby={describedBy} onClick={() => void removeFromPhone(parts.map((part) => part.url))}>
          {t(`dashboard.student.books.offline.${labels.remove}`)}
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
          : t(`dashboard.student.books.offline.${labels.download}`, { size: formatAssetSize(partsSize(missing), i18n.language) })}
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
