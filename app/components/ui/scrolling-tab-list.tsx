import * as Tabs from '#app/components/ui/tabs.tsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

/**
 * A tab bar that may be wider than the phone: it scrolls sideways, a faded
 * edge and an arrow show on each side where tabs are hidden, and the open tab (`value`) is
 * scrolled into view whenever it changes. Works in both directions (Arabic scrolls the other way).
 */
export function ScrollingTabList({ label, value, className, children }: { label: string; value: string; className?: string; children: ReactNode }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false, rtl: false });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      // In a right-to-left list scrollLeft runs from 0 down to negative values.
      const travelled = Math.abs(list.scrollLeft);
      const next = { start: travelled > 1, end: travelled + list.clientWidth < list.scrollWidth - 1, rtl: getComputedStyle(list).direction === 'rtl' };
      setHidden((old) => (old.start === next.start && old.end === next.end && old.rtl === next.rtl ? old : next));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);

  // Only the bar scrolls, sideways (scrollIntoView would also move the page to a bar below the fold).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !active) return;
    const bar = list.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    const by = tab.left < bar.left ? tab.left - bar.left - 8 : tab.right > bar.right ? tab.right - bar.right + 8 : 0;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (by !== 0) list.scrollBy({ left: by, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [value]);

  function scrollToward(side: 'start' | 'end') {
    const list = listRef.current;
    if (!list) return;
    const forward = side === 'end' ? 1 : -1;
    list.scrollBy({ left: forward * (hidden.rtl ? -1 : 1) * list.clientWidth * 0.7, behavior: 'smooth' });
  }

  // The arrows are for pointers and sight; keyboard and screen-reader users move between tabs with the arrow keys.
  const arrow = (side: 'start' | 'end') =>
    hidden[side] && (
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => scrollToward(side)}
        className={cn(
          'absolute inset-y-0 z-10 flex w-10 items-center from-lavender via-lavender/90 to-transparent',
          side === 'start'
            ? 'start-0 justify-start bg-gradient-to-r ps-1 rtl:bg-gradient-to-l'
            : 'end-0 justify-end bg-gradient-to-l pe-1 rtl:bg-gradient-to-r',
        )}
      >
        {(side === 'end') !== hidden.rtl ? <ChevronRight className="size-5" /> : <ChevronLeft className="size-5" />}
      </button>
    );

  return (
    <div className={cn('relative min-w-0 rounded-[var(--radius-button)] bg-lavender/40', className)} data-scrolls={hidden.start || hidden.end ? '' : undefined}>
      {arrow('start')}
      <Tabs.List ref={listRef} aria-label={label} className="flex gap-1 overflow-x-auto p-1 [scrollbar-width:none]">
        {children}
      </Tabs.List>
      {arrow('end')}
    </div>
  );
}

/** One tab of a ScrollingTabList: keeps its width and one line, so the bar scrolls instead of wrapping. */
export function ScrollingTab({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Trigger
      value={value}
      className="min-h-11 shrink-0 rounded-[var(--radius-button)] px-4 text-sm font-medium whitespace-nowrap data-[state=active]:bg-white data-[state=active]:shadow"
    >
      {children}
    </Tabs.Trigger>
  );
}
