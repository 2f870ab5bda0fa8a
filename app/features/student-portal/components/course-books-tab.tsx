import { BookOpen, Download, ExternalLink, FileText, Video, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import type { CourseMaterial } from '#shared/schemas/portal.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { courseMaterialFileUrl, useCourseMaterials } from '../api/get-course-materials.ts';
import { TabStatus } from './tab-status.tsx';

const TYPE_ICONS: Record<CourseMaterial['type'], LucideIcon> = { textbook: BookOpen, video: Video, reading: FileText };

/** Spec point 2, Course Books: the course's materials, each viewable and downloadable. */
export function CourseBooksTab({ course }: { course: Course }) {
  const { t } = useTranslation();
  const materials = useCourseMaterials(course);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-xl font-semibold">
        {t('dashboard.student.books.title')}
      </h3>
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
        {!hasFile && (
          <p id={noteId} className="text-sm text-muted">
            {t('dashboard.student.books.no_file')}
          </p>
        )}
      </div>
    </Card>
  );
}
