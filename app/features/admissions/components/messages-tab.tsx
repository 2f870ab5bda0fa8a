import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#app/components/ui/badge.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import { useContactMessages, type ContactMessageListItem } from '../api/get-contact-messages.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';

/**
 * The contact messages the public site stored, newest first, each expandable; a
 * page at a time with "Show more", found by the sender's name or e-mail. No
 * total: it would cost a count over every message on each request, and nothing here needs it.
 */
export function MessagesTab() {
  const { t } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const list = useContactMessages(settledSearch);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {t('dashboard.admin.messages.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('dashboard.admin.messages.description')}</p>
        </div>
        <TextField
          className="w-full sm:w-64"
          type="search"
          label={t('dashboard.admin.messages.search')}
          placeholder={t('dashboard.admin.messages.search_placeholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={100}
        />
      </div>
      {list.isPending ? (
        <TabStatus kind="loading">{t('dashboard.admin.loading.messages')}</TabStatus>
      ) : list.isError && !list.isFetchNextPageError ? (
        <TabStatus kind="error">{t('dashboard.admin.errors.messages')}</TabStatus>
      ) : list.messages.length === 0 ? (
        <TabStatus kind="empty">{t(settledSearch ? 'dashboard.admin.messages.no_match' : 'dashboard.admin.messages.empty')}</TabStatus>
      ) : (
        <>
          <ul className="grid gap-3" aria-busy={list.isPlaceholderData || undefined}>
            {list.messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError && <TabStatus kind="error">{t('dashboard.admin.errors.messages')}</TabStatus>}
          <ShowMoreButton list={list} label={t('dashboard.admin.messages.more')} />
        </>
      )}
    </section>
  );
}

function MessageCard({ message }: { message: ContactMessageListItem }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="grid gap-3 rounded-[var(--radius-card)] border border-charcoal/10 bg-white p-4 shadow-sm">
      <div className="grid gap-1">
        <h4 className="font-semibold break-words" dir="auto">
          {message.subject}
        </h4>
        <p className="text-sm text-muted">
          {t('dashboard.admin.messages.from', { name: message.name })} ·{' '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language) ?? message.createdAt}</time>
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted">{t('dashboard.admin.messages.email')}</dt>
        <dd className="break-all" dir="ltr">
          <a className="underline" href={`mailto:${message.email}`}>
            {message.email}
          </a>
        </dd>
        <dt className="text-muted">{t('dashboard.admin.messages.department')}</dt>
        <dd>
          <Badge>{t(`dashboard.admin.messages.departments.${message.department}`, { defaultValue: message.department })}</Badge>
        </dd>
        {message.phone && (
          <>
            <dt className="text-muted">{t('dashboard.admin.messages.phone')}</dt>
            <dd dir="ltr">{message.phone}</dd>
          </>
        )}
      </dl>
      <details className="group rounded-[var(--radius-button)] border border-charcoal/15">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
          {t('dashboard.admin.messages.show_message')}
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <p className="border-t border-charcoal/10 p-3 text-sm break-words whitespace-pre-line" dir="auto">
          {message.message}
        </p>
      </details>
    </article>
  );
}
