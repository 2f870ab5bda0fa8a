import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { loginSchema, type LoginInput } from '#shared/schemas/auth.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { useLogin } from '../api/login.ts';

/** Spec point 2, "Auth": username and password. */
export function LoginForm() {
  const { t } = useTranslation();
  const { mutation: login, checkingPercent } = useLogin();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <TextField label={t('auth.fields.username')} autoComplete="username" error={errors.username?.message} {...form.register('username')} />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {/* A new browser on an account under a guessing campaign proves some work first; say so while it runs. */}
      <p role="status" className="text-sm text-muted empty:hidden">
        {checkingPercent === null ? '' : t('auth.login.checking')}
      </p>
      {checkingPercent !== null && (
        <progress className="h-2 w-full accent-[var(--color-primary)]" max={100} value={checkingPercent} aria-label={t('auth.login.checking')} />
      )}
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
