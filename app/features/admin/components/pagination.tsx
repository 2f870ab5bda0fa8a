import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** True while the next page is loading; the buttons wait for it. */
  busy?: boolean;
  onPageChange: (page: number) => void;
  label: string;
}

/** Previous and Next with "Page x of y"; the chevrons turn with the reading direction. */
export function Pagination({ page, pageSize, total, busy = false, onPageChange, label }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" disabled={busy || page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('dashboard.admin.pagination.previous')}
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        {t('dashboard.admin.pagination.page_of', { page, pages })}
      </p>
      <Button variant="outline" disabled={busy || page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('dashboard.admin.pagination.next')}
        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
      </Button>
    </nav>
  );
}
