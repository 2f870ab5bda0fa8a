import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseSlug, type Course } from '#shared/constants/courses.ts';
import type { CourseMaterial, CourseUnit } from '#shared/schemas/materials.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { SheetDialog } from '#app/components/ui/sheet-dialog.tsx';
import { useCourseMaterials } from '../api/course-materials.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { formatAssetSize } from '#app/lib/format-size.ts';
import { toast } from '#app/lib/toast.ts';
import { useAddMaterial, useMoveMaterial, useRemoveMaterial, useUpdateMaterial } from '../api/change-materials.ts';
import { useCourseUnits } from '../api/get-course-units.ts';
import { MaterialForm } from './material-form.tsx';

/**
 * Staff add, edit, order and remove a course's materials, unit by unit. The
 * course is the one chosen in the dashboard header.
 */
export function MaterialsManager({ course }: { course: Course }) {
  const { t } = useTranslation();
  const headingId = useId();
  const materials = useCourseMaterials(course);
  const units = useCourseUnits(course);
  const [adding, setAdding] = useState(false);
  const add = useAddMaterial(course);

  const groups = [{ id: null, name: t('dashboard.student.books.whole_course') }, ...(units.data ?? []).map((unit) => ({ id: unit.id, name: unit.name }))];

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-2xl">
            {t('dashboard.materials.title', { course: t(`courses.${courseSlug(course)}.title`) })}
          </h2>
          <p className="max-w-2xl text-sm text-muted">{t('dashboard.materials.subtitle')}</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden />
          {t('dashboard.materials.add')}
        </Button>
      </div>
      <SheetDialog open={adding} onOpenChange={setAdding} title={t('dashboard.materials.add_title')} description={t('dashboard.materials.add_description')}>
        <MaterialForm
          units={units.data ?? []}
          withFile
          pending={add.isPending}
          submitLabel={add.isPending ? t('dashboard.materials.adding') : t('dashboard.materials.add')}
          onSubmit={async (fields, file) => {
            try {
              const created = await add.mutateAsync({ fields, file });
              toast({ title: t('dashboard.materials.added', { title: created.title }) });
              setAdding(false);
            } catch (error) {
              toast({ variant: 'destructive', title: t('dashboard.materials.failed'), description: describeApiError(t, error) });
              throw error;
            }
          }}
        />
      </SheetDialog>
      {materials.isPending || units.isPending ? (
        <p role="status">{t('dashboard.student.books.loading')}</p>
      ) : materials.isError || units.isError ? (
        <p role="alert" className="text-destructive">
          {t('dashboard.student.books.failed')}
        </p>
      ) : (
        groups.map((group) => (
          <UnitMaterials
            key={group.id ?? 'course'}
            course={course}
            name={group.name}
            units={units.data}
            materials={materials.data.filter((m) => m.unitId === group.id)}
          />
        ))
      )}
    </section>
  );
}

function UnitMaterials({ course, name, units, materials }: { course: Course; name: string; units: CourseUnit[]; materials: CourseMaterial[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-lg font-semibold">
        {name}
      </h3>
      {materials.length === 0 ? (
        <p className="text-sm text-muted">{t('dashboard.materials.unit_empty')}</p>
      ) : (
        <ol className="grid gap-2">
          {materials.map((material, index) => (
            <li key={material.id}>
              <MaterialRow course={course} material={material} units={units} first={index === 0} last={index === materials.length - 1} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function MaterialRow({
  course,
  material,
  units,
  first,
  last,
}: {
  course: Course;
  material: CourseMaterial;
  units: CourseUnit[];
  first: boolean;
  last: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const move = useMoveMaterial(course);
  const remove = useRemoveMaterial(course);
  const update = useUpdateMaterial(course);
  const failed = (error: unknown) => toast({ variant: 'destructive', title: t('dashboard.materials.failed'), description: describeApiError(t, error) });
  const details = [
    t(`dashboard.student.books.types.${material.type}`),
    material.format && t(`dashboard.materials.formats.${material.format}`),
    material.format && material.format !== 'audio' && material.pageCount !== null && t('dashboard.student.books.pages', { count: material.pageCount }),
    material.fileSize !== null && formatAssetSize(material.fileSize, i18n.language),
    material.videoUrl && t('dashboard.materials.video_link'),
  ].filter(Boolean);

  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold break-words">{material.title}</p>
        <p className="text-sm text-muted">{details.join(' · ')}</p>
        <div className="flex flex-wrap gap-1.5">
          {material.isRequired && <Badge className="bg-lavender">{t('dashboard.student.books.required')}</Badge>}
          {material.accessLevel === 'staff' && <Badge className="bg-beige">{t('dashboard.materials.access.staff')}</Badge>}
        </div>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          variant="ghost"
          aria-label={t('dashboard.materials.move_up', { title: material.title })}
          disabled={first || move.isPending}
          onClick={() => move.mutate({ id: material.id, direction: 'up' }, { onError: failed })}
        >
          <ArrowUp className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          aria-label={t('dashboard.materials.move_down', { title: material.title })}
          disabled={last || move.isPending}
          onClick={() => move.mutate({ id: material.id, direction: 'down' }, { onError: failed })}
        >
          <ArrowDown className="size-4" aria-hidden />
        </Button>
        <Button variant="outline" aria-label={t('dashboard.materials.edit', { title: material.title })} onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden />
        </Button>
        {confirming ? (
          <>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(material.id, { onError: failed, onSettled: () => setConfirming(false) })}
            >
              {t('dashboard.materials.confirm_remove')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="outline" aria-label={t('dashboard.materials.remove', { title: material.title })} onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden />
          </Button>
        )}
      </div>
      <SheetDialog open={editing} onOpenChange={setEditing} title={t('dashboard.materials.edit_title')} description={material.title}>
        <MaterialForm
          units={units}
          withFile={false}
          hasFile={material.fileName !== null}
          defaults={{
            title: material.title,
            author: material.author ?? '',
            description: material.description ?? '',
            type: material.type,
            unitId: material.unitId ?? '',
            isRequired: material.isRequired,
            accessLevel: material.accessLevel,
            videoUrl: material.videoUrl ?? '',
          }}
          pending={update.isPending}
          submitLabel={t('dashboard.materials.save')}
          onSubmit={async (fields) => {
            try {
              await update.mutateAsync({ id: material.id, fields });
              toast({ title: t('dashboard.materials.saved') });
              setEditing(false);
            } catch (error) {
              failed(error);
              throw error;
            }
          }}
        />
      </SheetDialog>
    </Card>
  );
}
