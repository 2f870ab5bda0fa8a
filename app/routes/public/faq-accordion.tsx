import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';

export interface FaqItem {
  /** Stable id, used for the DOM ids of the button and its panel. */
  id: string;
  question: string;
  answer: ReactNode;
}

/**
 * A single-open accordion (spec point 2, /resources-faq): opening one item closes the other,
 * pressing the open item closes it, and all start closed. Each question is a native button inside
 * an h3, so focus and Enter/Space come from the browser; the panel is a region labelled by it.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const prefix = useId();

  function handleToggle(id: string) {
    setOpenId((current) => (current === id ? null : id));
  }

  return (
    // data-accordion: the prerendered page's script (app/public-page.ts) opens and closes it the same way.
    <div data-accordion className="divide-y divide-charcoal/10 rounded-[var(--radius-card)] border border-charcoal/10 bg-white shadow-sm">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${prefix}-${item.id}-button`;
        const panelId = `${prefix}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <h3 className="text-base sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => handleToggle(item.id)}
                className="flex min-h-11 w-full items-center justify-between gap-4 px-4 py-4 text-start font-semibold text-charcoal hover:bg-lavender/30 sm:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-5 shrink-0 text-primary transition-transform motion-reduce:transition-none', open && 'rotate-180')}
                />
              </button>
            </h3>
            <div role="region" id={panelId} aria-labelledby={buttonId} hidden={!open} className="px-4 pb-5 text-charcoal sm:px-6">
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
