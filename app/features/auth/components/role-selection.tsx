import { useTranslation } from 'react-i18next';
import { ROLES } from '#shared/auth/permissions.ts';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/lib/toast.ts';
import { useLogout } from '../api/logout.ts';
import { useSelectRole } from '../api/select-role.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

/**
 * Spec point 2, "Auth": after a privileged account signs in, it chooses to act as a student,
 * educator or admin; cancel ends the half-open session and returns to the form.
 */
export function RoleSelection({ name }: { name: string }) {
  const { t } = useTranslation();
  const selectRole = useSelectRole();
  const cancel = useLogout({ quiet: true });
  const busy = selectRole.isPending || cancel.isPending;

  function handleChoose(role: (typeof ROLES)[number]) {
    selectRole.mutate(
      { role },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('auth.toast.login_failed_title'),
            description: describeApiError(t, error),
          }),
      },
    );
  }

  return (
    <section aria-labelledby="role-selection-title" className="grid gap-4">
      <h2 id="role-selection-title" className="text-xl font-semibold">
        {t('auth.role_selection.title')}
      </h2>
      <p className="text-muted">{t('auth.role_selection.description', { name })}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {ROLES.map((role) => (
          <Button key={role} variant={role === 'admin' ? 'destructive' : 'outline'} disabled={busy} onClick={() => handleChoose(role)}>
            {t(`auth.role_selection.as_${role}`)}
          </Button>
        ))}
      </div>
      <Button variant="ghost" disabled={busy} onClick={() => cancel.mutate()}>
        {t('common.cancel')}
      </Button>
    </section>
  );
}
