import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from '#app/lib/toast.ts';
import { cn } from '#app/lib/cn.ts';

/** Spec point 9: shown for 5,000 ms, at most 420 px wide from medium screens up. */
export function Toaster() {
  const toasts = useToasts();
  const { t, i18n } = useTranslation();
  // A toast is swiped away towards the edge it sits at: the end of the line, left in Arabic.
  const swipeDirection = i18n.dir(i18n.resolvedLanguage) === 'rtl' ? 'left' : 'right';
  return (
    <ToastPrimitive.Provider duration={5000} label={t('common.notifications')} swipeDirection={swipeDirection}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.persistent ? Infinity : undefined}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={cn(
            'relative flex w-full items-start justify-between gap-3 rounded-[var(--radius-card)] border p-4 pe-10 shadow-lg',
            item.variant === 'destructive' ? 'border-destructive bg-destructive text-white' : 'border-black/10 bg-white text-charcoal',
          )}
        >
          <div className="grid gap-1">
            {item.title && <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>}
            {item.description && <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>}
            {item.link && (
              <ToastPrimitive.Action altText={item.link.label} asChild>
                <a href={item.link.href} target="_blank" rel="noopener noreferrer" className="flex min-h-11 w-fit items-center text-sm font-medium underline">
                  {item.link.label}
                </a>
              </ToastPrimitive.Action>
            )}
            {item.action && (
              <ToastPrimitive.Action altText={item.action.label} asChild>
                <button type="button" onClick={item.action.onClick} className="flex min-h-11 w-fit items-center text-sm font-medium underline">
                  {item.action.label}
                </button>
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('common.close')}
            className="absolute end-2 top-2 min-h-11 min-w-11 rounded-md text-lg leading-none opacity-70 hover:opacity-100"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed inset-x-0 top-0 z-[100] flex max-h-screen flex-col-reverse p-4 sm:start-auto sm:bottom-0 sm:end-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
