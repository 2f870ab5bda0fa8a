import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#app/lib/cn.ts';

interface SheetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers when the dialog opens. */
  description: ReactNode;
  children: ReactNode;
  /** Widest size from small screens up. */
  width?: 'md' | 'lg';
}

/**
 * A modal (Radix Dialog) sized for small phones: a bottom sheet with a scrolling body, centred and
 * capped in width from small screens up.
 */
export function SheetDialog({ open, onOpenChange, title, description, children, width = 'md' }: SheetDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/50" />
        <Dialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 grid max-h-[92vh] gap-4 overflow-y-auto rounded-t-[var(--radius-card)] bg-white p-5 pt-4 shadow-xl sm:inset-0 sm:m-auto sm:h-fit sm:max-h-[88vh] sm:w-[calc(100%-2rem)] sm:rounded-[var(--radius-card)] sm:p-6',
            width === 'lg' ? 'sm:max-w-3xl' : 'sm:max-w-2xl',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="pt-2 text-xl font-semibold break-words">{title}</Dialog.Title>
            <Dialog.Close className="-me-2 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-[var(--radius-button)] hover:bg-lavender/40">
              <X className="size-5" aria-hidden />
              <span className="sr-only">{t('common.close')}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="text-sm text-muted">{description}</div>
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
