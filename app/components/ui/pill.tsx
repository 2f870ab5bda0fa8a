import type { HTMLAttributes } from 'react';
import { cn } from '#app/lib/cn.ts';

/**
 * The design system's Badge shape without its lavender fill: `cn` does not merge Tailwind classes,
 * so a colour given to Badge may lose to its own `bg-lavender`. Status colours need to win.
 */
export function Pill({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cn('inline-flex items-center rounded-full px-3 py-1 text-xs font-medium', className)} {...props} />;
}
