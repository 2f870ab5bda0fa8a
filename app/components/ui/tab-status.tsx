import { cn } from '#app/lib/cn.ts';

/** A tab's loading, failure or empty line; failures are announced as alerts. */
export function TabStatus({ kind, children }: { kind: 'loading' | 'error' | 'empty'; children: string }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : kind === 'loading' ? 'status' : undefined}
      className={cn(
        'rounded-[var(--radius-card)] border border-dashed border-charcoal/20 p-6 text-center',
        kind === 'error' ? 'text-destructive' : 'text-muted',
      )}
    >
      {children}
    </p>
  );
}
