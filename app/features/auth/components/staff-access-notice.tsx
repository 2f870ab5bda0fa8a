import { Hourglass, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useCurrentUser } from '../api/get-current-user.ts';
import { useLogout } from '../api/logout.ts';

/**
 * What an educator account sees before an admin has approved it, or after a refusal or a
 * revocation: no student, paper, grade or analytics, and a plain word on why and what
 * happens next. The server refuses every such request anyway; this keeps the screens from
 * showing errors instead.
 */
export function StaffAccessNotice({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { refetch, isFetching } = useCurrentUser();
  const logout = useLogout();
  const waiting = user.staffAccess === 'pending';
  const Icon = waiting ? Hourglass : ShieldOff;
  return (
    <main id="main" className="mx-auto grid min-h-[60vh] max-w-lg content-center gap-4 px-4 py-10 text-center">
      <Icon className="mx-auto size-10 text-primary" aria-hidden />
      <h1 className="text-2xl">{t(waiting ? 'auth.staff_access.pending_title' : 'auth.staff_access.ended_title', { name: user.name })}</h1>
      <p>{t(waiting ? 'auth.staff_access.pending_text' : `auth.staff_access.${user.staffAccess === 'refused' ? 'refused' : 'revoked'}_text`)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {waiting && (
          <Button disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? t('common.loading') : t('auth.staff_access.check_again')}
          </Button>
        )}
        <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t('auth.staff_access.sign_out')}
        </Button>
      </div>
    </main>
  );
}
