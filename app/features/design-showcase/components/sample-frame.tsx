import type { ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

interface SampleFrameProps {
  title: string;
  caption: string;
  children: ReactNode;
  className?: string;
}

/** One specimen on the showcase: the component itself, then its name and when to use it. */
export function SampleFrame({ title, caption, children, className }: SampleFrameProps) {
  return (
    <figure className={cn('grid min-w-0 gap-3', className)}>
      <div className="min-w-0 overflow-hidden rounded-[var(--radius-card)] border border-dashed border-charcoal/25 bg-white p-4">{children}</div>
      <figcaption className="grid gap-1">
        <span className="font-ui text-sm font-medium">{title}</span>
        <span className="text-sm text-muted">{caption}</span>
      </figcaption>
    </figure>
  );
}
