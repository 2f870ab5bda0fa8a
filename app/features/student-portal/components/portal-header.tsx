import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { courseSlug, type Course } from '#shared/constants/courses.ts';
import { Badge } from '#app/components/ui/badge.tsx';

interface PortalHeaderProps {
  name: string;
  /** The course being studied; without one the header shows a generic journey line (spec point 2). */
  course?: Course;
  level: number;
}

/** Greets the student, names the course being studied and shows the current difficulty level. */
export function PortalHeader({ name, course, level }: PortalHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="grid gap-3 rounded-[var(--radius-card)] bg-lavender/40 p-5 sm:flex sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <h2 className="text-2xl font-bold">{t('dashboard.student.welcome', { name })}</h2>
        <p className="text-muted">
          {course
            ? t('dashboard.student.studying', { course: t(`courses.${courseSlug(course)}.title`) })
            : t('dashboard.student.journey')}
        </p>
      </div>
      <Badge className="min-h-11 gap-2 justify-self-start bg-white px-4 text-sm">
        <GraduationCap className="size-4 shrink-0" aria-hidden />
        <span>
          <span className="sr-only">{t('dashboard.student.current_level')} </span>
          {t('dashboard.student.level', { level, name: t(`dashboard.student.levels.level_${level}`) })}
        </span>
      </Badge>
    </header>
  );
}
