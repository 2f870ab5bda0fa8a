import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CONTACT_DEPARTMENTS, contactMessageSchema, type ContactMessageInput } from '#shared/schemas/admissions.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { ServerState } from '#app/lib/server-state.tsx';
import { toast } from '#app/lib/toast.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', department: '' as ContactMessageInput['department'], subject: '', message: '' };

/** Spec point 2, Contact, "Send Us a Message"; stored through POST /api/contact. */
export function ContactForm({ initialValues }: { initialValues?: Partial<ContactMessageInput> }) {
  return (
    <ServerState>
      <ContactFormFields initialValues={initialValues} />
    </ServerState>
  );
}

/** `initialValues`: what the reader typed into the prerendered form before React came (app/islands/contact-form.tsx). */
function ContactFormFields({ initialValues }: { initialValues?: Partial<ContactMessageInput> }) {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageSchema), defaultValues: { ...EMPTY, ...initialValues } });
  const { errors } = form.formState;

  function handleSubmit(values: ContactMessageInput) {
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: t('pages.contact.success_message'), description: t('pages.contact.success_description') });
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (field in EMPTY) form.setError(field as keyof ContactMessageInput, { message });
          }
        }
        toast({ variant: 'destructive', title: t('pages.contact.error_message'), description: t('pages.contact.error_description') });
      },
    });
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(handleSubmit)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('pages.contact.form.name')} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField label={t('pages.contact.form.email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <TextField label={t('pages.contact.form.phone')} type="tel" autoComplete="tel" dir="ltr" error={errors.phone?.message} {...form.register('phone')} />
        <SelectField
          label={t('pages.contact.form.department')}
          placeholder={t('pages.contact.form.department_placeholder')}
          options={CONTACT_DEPARTMENTS.map((d) => ({ value: d, label: t(`pages.contact.departments.${d}.name`) }))}
          error={errors.department?.message}
          {...form.register('department')}
        />
      </div>
      <TextField label={t('pages.contact.form.subject')} error={errors.subject?.message} {...form.register('subject')} />
      <TextareaField label={t('pages.contact.form.message')} rows={6} error={errors.message?.message} {...form.register('message')} />
      <Button type="submit" disabled={send.isPending} className="justify-self-start">
        {send.isPending ? t('pages.contact.form.sending') : t('pages.contact.form.submit')}
      </Button>
    </form>
  );
}
