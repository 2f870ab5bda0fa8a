import { useId, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  ArrowRight,
  BookOpen,
  Check,
  Download,
  Globe,
  GraduationCap,
  Landmark,
  Lightbulb,
  Mail,
  MapPin,
  MessageCircleQuestion,
  RefreshCw,
  Sprout,
  Users,
  WifiOff,
} from 'lucide-react';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { Section } from '#app/components/ui/section.tsx';
import { cn } from '#app/lib/cn.ts';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const PREFIX = 'pages.about';

const FACTS: ReadonlyArray<{ key: string; icon: Icon }> = [
  { key: 'diploma', icon: GraduationCap },
  { key: 'kenya', icon: MapPin },
  { key: 'offline', icon: WifiOff },
];

const RESPONSE_POINTS = ['scripture', 'questions', 'in_place', 'affordable'] as const;

const OBSTACLES: ReadonlyArray<{ key: string; icon: Icon; highlight?: boolean }> = [
  { key: 'content_access', icon: BookOpen },
  { key: 'teachers', icon: Users },
  { key: 'solution', icon: Lightbulb, highlight: true },
];

const PILLARS: ReadonlyArray<{ key: string; icon: Icon }> = [
  { key: 'african_theologians', icon: Landmark },
  { key: 'international_instructors', icon: Globe },
  { key: 'contextual_truth', icon: Sprout },
];

// Spec point 2: the content development process has exactly three steps.
const PROCESS_STEPS = ['research', 'review', 'testing'] as const;

const STANDARDS = ['faithful', 'clear', 'reviewed', 'applied', 'revised'] as const;

// Spec point 2, About: the five technology items, in the spec's order.
const TECHNOLOGY: ReadonlyArray<{ key: string; icon: Icon }> = [
  { key: 'online_offline', icon: WifiOff },
  { key: 'downloads', icon: Download },
  { key: 'sync', icon: RefreshCw },
  { key: 'cross_border', icon: Globe },
  { key: 'socratic_agent', icon: MessageCircleQuestion },
];

// Spec point 9: vision horizon 3-6 years; the figures live in the translated badge text.
const VISION_STAGES = ['now', 'next'] as const;

/** A round icon holder shared by the cards on this page. */
function IconBadge({ icon: IconComponent, className }: { icon: Icon; className?: string }) {
  return (
    <span className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-lavender text-charcoal', className)}>
      <IconComponent aria-hidden="true" className="size-5" />
    </span>
  );
}

/** The About page (spec point 2): identity, namesake, obstacles, content, technology, vision. */
export function AboutPage() {
  const { t } = useTranslation();
  const heroTitleId = useId();
  const name = INSTITUTE.name;

  return (
    <>
      <section aria-labelledby={heroTitleId} className="bg-lavender/40 px-4 py-14 sm:py-20">
        <div className="mx-auto max-w-6xl">
          <Badge className="bg-white">{t(`${PREFIX}.identity.eyebrow`)}</Badge>
          <h1 id={heroTitleId} className="mt-4 max-w-3xl text-3xl sm:text-5xl">
            {t(`${PREFIX}.identity.title`, { name })}
          </h1>
          <div className="mt-6 grid max-w-3xl gap-4 text-lg">
            <p>{t(`${PREFIX}.identity.intro`, { name })}</p>
            <p className="text-muted">{t(`${PREFIX}.identity.mode`)}</p>
          </div>
          <ul aria-label={t(`${PREFIX}.identity.facts_label`)} className="mt-8 flex flex-wrap gap-3">
            {FACTS.map(({ key, icon: IconComponent }) => (
              <li key={key} className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-medium shadow-sm">
                <IconComponent aria-hidden="true" className="size-4 text-primary" />
                {t(`${PREFIX}.identity.facts.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section title={t(`${PREFIX}.namesake.title`)} subtitle={t(`${PREFIX}.namesake.subtitle`)} tone="beige">
        <div className="grid gap-8 lg:grid-cols-5">
          <div className="grid content-start gap-4 lg:col-span-3">
            <h3 className="text-xl">{t(`${PREFIX}.namesake.who_title`)}</h3>
            {(['p1', 'p2', 'p3', 'p4'] as const).map((key) => (
              <p key={key}>{t(`${PREFIX}.namesake.${key}`)}</p>
            ))}
          </div>
          <Card className="lg:col-span-2">
            <h3 className="text-xl">{t(`${PREFIX}.namesake.response.title`)}</h3>
            <p className="mt-3 text-muted">{t(`${PREFIX}.namesake.response.intro`)}</p>
            <ul className="mt-4 grid gap-3">
              {RESPONSE_POINTS.map((key) => (
                <li key={key} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                  <span>{t(`${PREFIX}.namesake.response.${key}`)}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>

      <Section title={t(`${PREFIX}.obstacles.title`)} subtitle={t(`${PREFIX}.obstacles.subtitle`)}>
        <ul className="grid gap-6 md:grid-cols-3">
          {OBSTACLES.map(({ key, icon, highlight }) => (
            <li key={key}>
              <Card className={cn('h-full', highlight && 'border-primary/40 bg-mint/30')}>
                <IconBadge icon={icon} className={highlight ? 'bg-primary text-white' : undefined} />
                <h3 className="mt-4 text-xl">{t(`${PREFIX}.obstacles.${key}.title`)}</h3>
                <p className="mt-2 text-muted">{t(`${PREFIX}.obstacles.${key}.body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t(`${PREFIX}.approach.title`)} subtitle={t(`${PREFIX}.approach.subtitle`)} tone="mint">
        <ul className="grid gap-6 md:grid-cols-3">
          {PILLARS.map(({ key, icon }) => (
            <li key={key}>
              <Card className="h-full">
                <IconBadge icon={icon} />
                <h3 className="mt-4 text-xl">{t(`${PREFIX}.approach.${key}.title`)}</h3>
                <p className="mt-2 text-muted">{t(`${PREFIX}.approach.${key}.body`)}</p>
              </Card>
            </li>
          ))}
        </ul>

        <div className="mt-10 grid gap-6 lg:grid-cols-5">
          <Card className="lg:col-span-3">
            <h3 className="text-xl">{t(`${PREFIX}.approach.process.title`)}</h3>
            <ol className="mt-5 grid gap-5">
              {PROCESS_STEPS.map((key) => (
                <li key={key} className="flex gap-4">
                  {/* The ordered list already announces the position; the digit is visual only. */}
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary font-[family-name:var(--font-heading)] text-lg font-bold text-white"
                  >
                    {t(`${PREFIX}.approach.process.${key}.number`)}
                  </span>
                  <div>
                    <p className="font-semibold">{t(`${PREFIX}.approach.process.${key}.title`)}</p>
                    <p className="mt-1 text-muted">{t(`${PREFIX}.approach.process.${key}.body`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Card>
          <Card className="lg:col-span-2">
            <h3 className="text-xl">{t(`${PREFIX}.approach.standards.title`)}</h3>
            <ul className="mt-5 grid gap-3">
              {STANDARDS.map((key) => (
                <li key={key} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                  <span>{t(`${PREFIX}.approach.standards.${key}`)}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>

      <Section title={t(`${PREFIX}.technology.title`)} subtitle={t(`${PREFIX}.technology.subtitle`)}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TECHNOLOGY.map(({ key, icon }) => (
            <li key={key} className={cn(key === 'socratic_agent' && 'sm:col-span-2 lg:col-span-1')}>
              <Card className="h-full">
                <IconBadge icon={icon} className="bg-sky" />
                <h3 className="mt-4 text-xl">{t(`${PREFIX}.technology.${key}.title`)}</h3>
                <p className="mt-2 text-muted">{t(`${PREFIX}.technology.${key}.body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t(`${PREFIX}.vision.title`)} subtitle={t(`${PREFIX}.vision.subtitle`)} tone="charcoal">
        <ol className="grid gap-6 md:grid-cols-2">
          {VISION_STAGES.map((key) => (
            <li key={key} className="rounded-[var(--radius-card)] border border-white/15 bg-white/5 p-6">
              <Badge className={key === 'now' ? 'bg-mint' : 'bg-sky'}>{t(`${PREFIX}.vision.${key}.badge`)}</Badge>
              <h3 className="mt-4 text-xl">{t(`${PREFIX}.vision.${key}.title`)}</h3>
              <p className="mt-2 text-white/85">{t(`${PREFIX}.vision.${key}.body`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 max-w-3xl text-lg text-white/85">{t(`${PREFIX}.vision.closing`)}</p>
      </Section>

      <Section title={t(`${PREFIX}.cta.title`)} subtitle={t(`${PREFIX}.cta.body`)} tone="lavender">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link href="/admissions">
              {t(`${PREFIX}.cta.apply`)}
              <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">
              <Mail aria-hidden="true" className="size-4" />
              {t(`${PREFIX}.cta.contact`)}
            </Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
