import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SELF_REGISTRATION_ROLES } from '#shared/auth/permissions.ts';
import { registerSchema } from '#shared/schemas/auth.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { useRegister } from '../api/register.ts';

type RegisterValues = z.input<typeof registerSchema>;

/** Spec point 2, "Auth": name, username, password and a role of student or educator; an educator adds a note for the admin who approves the account. */
export function RegisterForm() {
  const { t } = useTranslation();
  const registration = useRegister();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', username: '', password: '', role: 'student', note: '' },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  function handleSubmit(values: RegisterValues) {
    registration.mutate(values, {
      onError: (error) => {
        // Server-side field errors (a taken username) appear under their field too.
        if (error instanceof ApiError && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (field in values) form.setError(field as keyof RegisterValues, { message });
          }
        }
      },
    });
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(handleSubmit)}>
      <TextField label={t('auth.fields.name')} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField label={t('auth.fields.username')} autoComplete="username" error={errors.username?.message} {...form.register('username')} />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('auth.fields.role')}</legend>
        <div className="flex flex-wrap gap-3">
          {SELF_REGISTRATION_ROLES.map((role) => (
            <label key={role} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius-button)] border border-charcoal/20 px-4">
              <input type="radio" value={role} {...form.register('role')} />
              {t(`roles.${role}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {/* An educator account waits for an admin's approval: a word about who they are helps the admin decide. */}
      {role === 'educator' && (
        <>
          <p className="text-sm text-muted">{t('auth.register.educator_approval')}</p>
          <TextareaField
            label={t('auth.fields.educator_note')}
            hint={t('auth.fields.educator_note_hint')}
            rows={3}
            maxLength={500}
            error={errors.note?.message}
            {...form.register('note')}
          />
        </>
      )}
      <Button type="submit" disabled={registration.isPending}>
        {registration.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
