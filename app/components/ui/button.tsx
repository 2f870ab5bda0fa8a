import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '#app/lib/cn.ts';

const variants = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
  outline: 'border border-charcoal/20 bg-white text-charcoal hover:bg-lavender/40',
  ghost: 'bg-transparent text-charcoal hover:bg-lavender/40',
  destructive: 'bg-destructive text-white hover:bg-destructive/90',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  /** Render the child element (a link) with button styling. */
  asChild?: boolean;
}

/** Buttons are at least 44 px tall (spec point 9, minimum touch target) with a 12 px radius. */
export function Button({ variant = 'primary', asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-button)] px-4 py-2 text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
