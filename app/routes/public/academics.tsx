import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  ArrowRight,
  BookOpen,
  Church,
  Compass,
  Gem,
  Globe,
  GraduationCap,
  HeartHandshake,
  Hourglass,
  Landmark,
  Layers,
  Mic,
  Repeat,
  Scroll,
  ScrollText,
  Search,
  Sprout,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { Section } from '#app/components/ui/section.tsx';
import { cn } from '#app/lib/cn.ts';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { COURSE_CATEGORY, COURSES, courseSlug, type Course } from '#shared/constants/courses.ts';
import { DIFFICULTY_LEVELS } from '#shared/constants/difficulty-levels.ts';

/** One icon per core course; typed by `Course` so a course added to the list cannot lack one. */
const COURSE_ICONS: Record<Course, LucideIcon> = {
  'Philosophy of Ministry': Compass,
  Ecclesiology: Church,
  Preaching: Mic,
  'Systematic Theology': Layers,
  'Biblical Theology': BookOpen,
  Hermeneutics: Search,
  'Church History': Landmark,
  Missions: Globe,
  'Pastoral Theology': HeartHandshake,
  'New Testament Theology': ScrollText,
  'Old Testament Theology': Scroll,
};

/** Spec point 2, pedagogical philosophy: the three principles, in the spec's order. */
const PRINCIPLES = [
  { key: 'festina_lente', icon: Hourglass },
  { key: 'multum_non_multa', icon: Gem },
  { key: 'repetitio_mater_memoriae', icon: Repeat },
] as const;

/**
 * Badge colours per course category (spec point 3: "Each category has its own colour badge.
 * An unknown category gets a grey badge."). Text is always charcoal: on these light tints it
 * stays above 8:1. Historical uses Tailwind's orange-200, a darker beige than the brand beige
 * that biblical already takes.
 */
export function categoryBadgeClass(category: string): string {
  switch (category) {
    case 'foundation':
      return 'bg-lavender text-charcoal';
    case 'systematic':
      return 'bg-sky text-charcoal';
    case 'practical':
      return 'bg-mint text-charcoal';
    case 'biblical':
      return 'bg-beige text-charcoal';
    case 'historical':
      return 'bg-orange-200 text-charcoal';
    default:
      return 'bg-charcoal/10 text-charcoal';
  }
}

function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation();
  const slug = courseSlug(course);
  const category = COURSE_CATEGORY[course];
  const Icon = COURSE_ICONS[course];
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <span aria-hidden="true" className={cn('grid size-11 shrink-0 place-items-center rounded-xl', categoryBadgeClass(category))}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className={cn('inline-flex items-center rounded-full px-3 py-1 text-xs font-medium', categoryBadgeClass(category))}>
          {t(`course_categories.${category}`)}
        </span>
      </div>
      <h3 className="text-lg">{t(`courses.${slug}.title`)}</h3>
      <p className="text-sm leading-relaxed text-muted">{t(`courses.${slug}.description`)}</p>
    </Card>
  );
}

/** Spec point 2, "Academics (/academics)": the diploma, its progression, pedagogy and the 11 core courses. */
export function AcademicsPage() {
  const { t } = useTranslation();
  const headingId = useId();

  return (
    <>
      <section aria-labelledby={headingId} className="bg-beige/60 px-4 py-12 sm:py-16">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-xl bg-lavender font-[family-name:var(--font-heading)] text-base font-bold"
            >
              {INSTITUTE.abbreviation}
            </span>
            <Badge>{t('pages.academics.header.badge')}</Badge>
          </div>
          <p className="text-sm font-medium text-muted">{t('pages.academics.header.eyebrow', { name: INSTITUTE.name })}</p>
          <h1 id={headingId} className="text-3xl sm:text-4xl">
            {t('pages.academics.header.title')}
          </h1>
          <p className="max-w-3xl text-lg text-muted">{t('pages.academics.header.subtitle')}</p>
        </div>
      </section>

      <Section title={t('pages.academics.degree_goal.title')} subtitle={t('pages.academics.degree_goal.subtitle')}>
        <div className="grid gap-6 md:grid-cols-2">
          <Card className="flex flex-col gap-3">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-lavender">
                <GraduationCap aria-hidden="true" className="size-5" />
              </span>
              <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('pages.academics.degree_goal.now.label')}</p>
            </div>
            <h3 className="text-xl">{t('pages.academics.degree_goal.now.title')}</h3>
            <p className="text-muted">{t('pages.academics.degree_goal.now.description')}</p>
          </Card>
          <Card className="flex flex-col gap-3">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-mint">
                <Sprout aria-hidden="true" className="size-5" />
              </span>
              <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('pages.academics.degree_goal.next.label')}</p>
            </div>
            <h3 className="text-xl">{t('pages.academics.degree_goal.next.title')}</h3>
            <p className="text-muted">{t('pages.academics.degree_goal.next.description')}</p>
          </Card>
        </div>

        <div className="mt-10">
          <h3 className="text-xl">{t('pages.academics.degree_goal.progression.title')}</h3>
          <p className="mt-3 max-w-3xl text-muted">{t('pages.academics.degree_goal.progression.intro')}</p>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {DIFFICULTY_LEVELS.map(({ level }) => (
              <li key={level} className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-charcoal/10 bg-white p-5 shadow-sm">
                <span className="text-sm font-semibold text-primary">{t('pages.academics.degree_goal.progression.level_label', { level })}</span>
                <span className="font-[family-name:var(--font-heading)] font-bold">{t(`pages.academics.levels.level_${level}`)}</span>
                <span className="text-sm text-muted">{t(`pages.academics.level_descriptions.level_${level}`)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 max-w-3xl text-muted">{t('pages.academics.degree_goal.progression.outro')}</p>
        </div>
      </Section>

      <Section tone="mint" title={t('pages.academics.philosophy.title')} subtitle={t('pages.academics.philosophy.subtitle')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {PRINCIPLES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="flex h-full flex-col gap-3">
                <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-mint">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {/* The maxims stay in Latin in every interface language; lang lets screen readers pronounce them. */}
                <h3 lang="la" className="text-xl">
                  {t(`pages.academics.philosophy.principles.${key}.title`)}
                </h3>
                <p className="font-medium italic text-charcoal">{t(`pages.academics.philosophy.principles.${key}.meaning`)}</p>
                <p className="text-muted">{t(`pages.academics.philosophy.principles.${key}.description`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('pages.academics.courses.title')} subtitle={t('pages.academics.courses.subtitle', { total: COURSES.length })}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {COURSES.map((course) => (
            <li key={course}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="lavender" title={t('pages.academics.cta.title')} subtitle={t('pages.academics.cta.description')}>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/admissions">
              {t('pages.academics.cta.apply')}
              <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">{t('pages.academics.cta.contact')}</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
