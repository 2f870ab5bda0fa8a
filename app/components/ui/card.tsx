import type { HTMLAttributes } from 'react';
import { cn } from '#app/lib/cn.ts';

/** A content card with the brand's 16 px radius (spec point 9). */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-[var(--radius-card)] border border-charcoal/10 bg-white p-6 shadow-sm', className)} {...props} />;
}
