/**
 * A horizontal bar filled to a 0-1 share. Decorative: the same figure is always printed next to
 * it as text, so it is hidden from screen readers (status via text, not colour alone).
 */
export function ShareBar({ share }: { share: number }) {
  const clamped = Math.min(1, Math.max(0, share));
  return (
    <div aria-hidden className="h-2 w-full overflow-hidden rounded-full bg-charcoal/10">
      <div className="h-full rounded-full bg-primary" style={{ width: `${clamped * 100}%` }} />
    </div>
  );
}
