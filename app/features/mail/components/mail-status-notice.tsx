import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMailStatus } from '../api/get-mail-status.ts';

/**
 * The admin is told when mail is not set up (messages are kept in a folder on
 * the server, not sent) and when messages could not be sent. Says nothing when all is well.
 */
export function MailStatusNotice() {
  const { t } = useTranslation();
  const status = useMailStatus();
  if (!status.data || (status.data.configured && status.data.failed === 0)) return null;
  const { configured, folder, failed } = status.data;
  return (
    <div role="status" className="flex items-start gap-3 rounded-[var(--radius-card)] border border-destructive/30 bg-destructive/5 p-4 text-sm">
      <MailWarning className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
      <div className="grid min-w-0 gap-1">
        {!configured && (
          <>
            <p className="font-semibold">{t('dashboard.admin.mail.not_configured_title')}</p>
            <p className="break-words">{t('dashboard.admin.mail.not_configured', { folder })}</p>
          </>
        )}
        {failed > 0 && <p className="font-semibold">{t('dashboard.admin.mail.failed', { count: failed })}</p>}
      </div>
    </div>
  );
}
