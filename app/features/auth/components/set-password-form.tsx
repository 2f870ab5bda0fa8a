import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { acceptInvitationSchema } from '#shared/schemas/auth.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { useAcceptInvitation, useInvitation } from '../api/invitation.ts';

const passwordSchema = acceptInvitationSchema.pick({ password: true });

/**
 * An accepted applicant opens the link from their e-mail, sees their username,
 * chooses a password and is signed in; the dashboard then opens on their portal.
 */
export function SetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [, navigate] = useLocation();
  const form = useForm<{ password: string }>({ resolver: zodResolver(passwordSchema), defaultValues: { password: '' } });

  if (invitation.isPending) return <p role="status">{t('common.loading')}</p>;
  if (invitation.isError) {
    return (
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">{t('auth.invitation.title')}</h1>
        <p role="alert" className="text-destructive">
          {describeApiError(t, invitation.error)}
        </p>
        <a href="/auth" className="min-h-11 text-sm font-medium text-primary underline">
          {t('auth.invitation.to_sign_in')}
        </a>
      </div>
    );
  }

  function handleSubmit({ password }: { password: string }) {
    accept.mutate(
      { token, password },
      {
        // The first sign-in lands in the student portal.
        onSuccess: () => navigate('/dashboard', { replace: true }),
        onError: (error) => {
          const message = error instanceof ApiError ? (error.fields?.password ?? describeApiError(t, error)) : describeApiError(t, error);
          form.setError('password', { message });
        },
      },
    );
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(handleSubmit)}>
      <h1 className="text-2xl font-bold">{t('auth.invitation.welcome', { name: invitation.data.name })}</h1>
      <p className="text-sm text-muted">{t('auth.invitation.intro')}</p>
      <TextField label={t('auth.fields.username')} autoComplete="username" value={invitation.data.username} readOnly />
      <TextField
        label={t('auth.invitation.password')}
        type="password"
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={accept.isPending}>
        {accept.isPending ? t('auth.invitation.saving') : t('auth.invitation.submit')}
      </Button>
    </form>
  );
}
