import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { notificationSettingsSchema, type NotificationSettingsResponse } from '#shared/schemas/notifications.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { SheetDialog } from '#app/components/ui/sheet-dialog.tsx';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { toast } from '#app/lib/toast.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications.ts';

// The form holds the address as typed: empty means "no e-mail", which the API takes as null.
const formSchema = notificationSettingsSchema.extend({ email: z.union([z.literal(''), notificationSettingsSchema.shape.email.unwrap()]) });
type FormValues = z.infer<typeof formSchema>;

/**
 * Which notifications are also e-mailed, to which address and in which language. Opened from the
 * bell, or by the link at the foot of every such e-mail.
 */
export function NotificationSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const settings = useNotificationSettings(open);
  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dashboard.notifications.settings.title')}
      description={t('dashboard.notifications.settings.description')}
    >
      {settings.isPending ? (
        <TabStatus kind="loading">{t('dashboard.notifications.settings.loading')}</TabStatus>
      ) : settings.isError ? (
        <TabStatus kind="error">{t('dashboard.notifications.settings.load_failed', { error: describeApiError(t, settings.error) })}</TabStatus>
      ) : (
        <SettingsForm settings={settings.data} onDone={() => onOpenChange(false)} />
      )}
    </SheetDialog>
  );
}

function SettingsForm({ settings, onDone }: { settings: NotificationSettingsResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    // An address waiting for its confirmation is the one the person last asked for: the form shows it.
    defaultValues: { email: settings.pendingEmail ?? settings.email ?? '', language: settings.language, emailKinds: settings.emailKinds },
  });
  const { errors } = form.formState;

  function handleSubmit(values: FormValues) {
    save.mutate(
      { ...values, email: values.email || null },
      {
        onSuccess: (saved) => {
          // A new address is used once it is confirmed: say where the link went, or why none did.
          const description =
            saved.confirmationMailed === true
              ? t('dashboard.notifications.settings.confirmation_sent', { email: saved.pendingEmail })
              : saved.confirmationMailed === false
                ? t('dashboard.notifications.settings.confirmation_limit', { email: saved.pendingEmail })
                : undefined;
          toast({ title: t('dashboard.notifications.settings.saved'), description });
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields?.email) form.setError('email', { message: fields.email });
          else toast({ variant: 'destructive', title: t('dashboard.notifications.settings.save_failed'), description: describeApiError(t, error) });
        },
      },
    );
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(handleSubmit)}>
      <TextField
        type="email"
        autoComplete="email"
        dir="ltr"
        label={t('dashboard.notifications.settings.email')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      {settings.pendingEmail && (
        <p role="status" className="text-sm">
          {t(settings.pendingEmailExpired ? 'dashboard.notifications.settings.pending_expired' : 'dashboard.notifications.settings.pending', {
            email: settings.pendingEmail,
          })}{' '}
          {settings.email
            ? t('dashboard.notifications.settings.pending_meanwhile', { email: settings.email })
            : t('dashboard.notifications.settings.pending_none')}
        </p>
      )}
      <SelectField
        label={t('dashboard.notifications.settings.language')}
        options={LANGUAGES.map((language) => ({ value: language.code, label: language.name }))}
        error={errors.language?.message}
        {...form.register('language')}
      />
      {settings.available.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('dashboard.notifications.settings.kinds')}</legend>
          {settings.available.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3">
              <input type="checkbox" value={kind} className="size-5 accent-charcoal" {...form.register('emailKinds')} />
              {t(`dashboard.notifications.settings.kind.${kind}`)}
            </label>
          ))}
        </fieldset>
      )}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('dashboard.notifications.settings.saving') : t('dashboard.notifications.settings.save')}
        </Button>
      </div>
    </form>
  );
}
