import type { HTMLAttributes } from 'react';
import { cn } from '#app/lib/cn.ts';

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cn('inline-flex items-center rounded-full bg-lavender px-3 py-1 text-xs font-medium text-charcoal', className)} {...props} />;
}
