import { useTranslation } from 'react-i18next';
import { cn } from '#app/lib/cn.ts';
import { Button } from './button.tsx';

/** A list loaded a page at a time (TanStack Query's infinite query). */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Loads the next page of a list under the ones shown; absent once the last page is in. */
export function ShowMoreButton({ list, label, className }: { list: PagedList; label: string; className?: string }) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <Button variant="outline" className={cn('justify-self-center', className)} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
      {list.isFetchingNextPage ? t('common.loading') : label}
    </Button>
  );
}
