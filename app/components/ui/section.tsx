import { useId, type ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

interface SectionProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Background tone from the brand palette. */
  tone?: 'plain' | 'lavender' | 'mint' | 'sky' | 'beige' | 'charcoal';
}

const tones = {
  plain: '',
  lavender: 'bg-lavender/40',
  mint: 'bg-mint/40',
  sky: 'bg-sky/40',
  beige: 'bg-beige/60',
  charcoal: 'bg-charcoal text-white',
} as const;

/** A page section with an h2 heading, labelled for landmarks navigation. */
export function Section({ title, subtitle, children, className, tone = 'plain' }: SectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('px-4 py-12 sm:py-16', tones[tone], className)}>
      <div className="mx-auto max-w-6xl">
        <h2 id={id} className="text-2xl sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className={cn('mt-3 max-w-3xl text-lg', tone === 'charcoal' ? 'text-white/85' : 'text-muted')}>{subtitle}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
