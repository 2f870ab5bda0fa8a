import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { courseSlug, type Course } from '#shared/constants/courses.ts';
import { Badge } from '#app/components/ui/badge.tsx';

interface PortalHeaderProps {
  name: string;
  /** The course being studied; without one the header shows a generic journey line (spec point 2). */
  course?: Course;
  level: number;
  /** The student's own portal: its greeting is the page's one heading (one greeting at most). */
  pageHeading?: boolean;
}

/** Greets the student, names the course being studied and shows the current difficulty level. */
export function PortalHeader({ name, course, level, pageHeading = false }: PortalHeaderProps) {
  const { t } = useTranslation();
  const Heading = pageHeading ? 'h1' : 'h2';
  return (
    <header className="grid gap-2 rounded-[var(--radius-card)] bg-lavender/40 p-4 sm:flex sm:items-center sm:justify-between sm:p-5">
      <div className="grid gap-1">
        <Heading className="text-xl font-bold sm:text-2xl">{t('dashboard.student.welcome', { name })}</Heading>
        <p className="text-muted">
          {course ? t('dashboard.student.studying', { course: t(`courses.${courseSlug(course)}.title`) }) : t('dashboard.student.journey')}
        </p>
      </div>
      <Badge className="min-h-9 gap-2 justify-self-start bg-white px-3 text-sm">
        <GraduationCap className="size-4 shrink-0" aria-hidden />
        <span>
          <span className="sr-only">{t('dashboard.student.current_level')} </span>
          {t('dashboard.student.level', { level, name: t(`dashboard.student.levels.level_${level}`) })}
        </span>
      </Badge>
    </header>
  );
}
