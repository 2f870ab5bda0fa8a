import { cloneElement, isValidElement, type ButtonHTMLAttributes, type ReactElement } from 'react';
import { cn } from '#app/lib/cn.ts';

const variants = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
  outline: 'border border-charcoal/20 bg-white text-charcoal hover:bg-lavender/40',
  ghost: 'bg-transparent text-charcoal hover:bg-lavender/40',
  destructive: 'bg-destructive text-white hover:bg-destructive/90',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  /** Style the single child element (a link) as a button instead of rendering a <button>. */
  asChild?: boolean;
}

/** Buttons are at least 44 px tall (spec point 9, minimum touch target) with a 12 px radius. */
export function Button({ variant = 'primary', asChild, className, type, children, ...props }: ButtonProps) {
  const classes = cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-button)] px-4 py-2 text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    className,
  );
  // A few lines instead of Radix Slot: the public pages use asChild only to style links, and
  // every kilobyte counts on the home page, which has a JavaScript budget.
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...props, className: cn(classes, child.props.className) } as object);
  }
  return (
    <button type={type ?? 'button'} className={classes} {...props}>
      {children}
    </button>
  );
}
