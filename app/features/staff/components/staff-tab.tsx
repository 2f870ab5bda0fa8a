import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { STAFF_ACCESS, type StaffAccess } from '#shared/auth/permissions.ts';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { staffInvitationSchema, type StaffDecision, type StaffMember } from '#shared/schemas/staff.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { cn } from '#app/lib/cn.ts';
import { toast } from '#app/lib/toast.ts';
import { useDecideStaff, useInviteEducator, useStaff, useStaffPendingCount } from '../api/staff.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { Pill } from '#app/components/ui/pill.tsx';

/** What an admin may do from each standing (the server checks the same). */
const DECISIONS_FROM: Record<StaffAccess, StaffDecision[]> = {
  pending: ['approve', 'refuse'],
  approved: ['revoke'],
  refused: ['approve'],
  revoked: ['approve'],
};

const STANDING_COLOURS: Record<StaffAccess, string> = {
  pending: 'bg-sky/60 text-charcoal',
  approved: 'bg-mint/70 text-charcoal',
  refused: 'bg-destructive/10 text-destructive',
  revoked: 'bg-destructive/10 text-destructive',
};

/**
 * Educator accounts are approved before they see any student. Those who registered as
 * educators wait here with their note; the admin approves or refuses them, revokes an educator's
 * access later, or invites an educator directly. One standing at a time, a page at a time.
 */
export function StaffTab() {
  const { t } = useTranslation();
  const headingId = useId();
  const [status, setStatus] = useState<StaffAccess>('pending');
  const list = useStaff(status);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h3 id={headingId} className="text-xl font-semibold">
          {t('dashboard.admin.staff.title')}
        </h3>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('dashboard.admin.staff.description')}</p>
      </div>
      <InviteEducatorForm />
      {/* Toggle buttons, as the language cards are: a radio group would owe arrow-key movement too. */}
      <div role="group" aria-label={t('dashboard.admin.staff.filter_label')} className="flex flex-wrap gap-2">
        {STAFF_ACCESS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-medium',
              status === value ? 'border-primary bg-primary text-primary-foreground' : 'border-charcoal/20 bg-white',
            )}
          >
            {t(`dashboard.admin.staff.status.${value}`)}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <TabStatus kind="loading">{t('dashboard.admin.staff.loading')}</TabStatus>
      ) : list.isError && !list.isFetchNextPageError ? (
        <TabStatus kind="error">{t('dashboard.admin.staff.load_failed')}</TabStatus>
      ) : list.members.length === 0 ? (
        <TabStatus kind="empty">{t(`dashboard.admin.staff.empty.${status}`)}</TabStatus>
      ) : (
        <>
          <ul className="grid gap-3" aria-busy={list.isPlaceholderData || undefined}>
            {list.members.map((member) => (
              <li key={member.userId}>
                <StaffCard member={member} />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError && <TabStatus kind="error">{t('dashboard.admin.staff.load_failed')}</TabStatus>}
          <ShowMoreButton list={list} label={t('dashboard.admin.staff.more')} />
        </>
      )}
    </section>
  );
}

/** The number of educator accounts waiting, on the staff tab's label, so a request is not missed. */
export function StaffWaitingBadge() {
  const { t } = useTranslation();
  const pending = useStaffPendingCount().data ?? 0;
  if (pending === 0) return null;
  // relative: the sr-only text is placed within the badge, not at the far end of the scrolling tab bar, which would widen the page.
  return (
    <span className="relative ms-2 rounded-full bg-destructive px-2 text-xs text-white">
      {pending}
      <span className="sr-only"> {t('dashboard.admin.staff.waiting_count', { count: pending })}</span>
    </span>
  );
}

function StaffCard({ member }: { member: StaffMember }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideStaff();
  const [choice, setChoice] = useState<StaffDecision | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const when = (iso: string | null) => (iso ? (formatDateTime(iso, i18n.language) ?? iso) : '');

  function handleConfirm(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    // A refusal or a revocation says why (the server refuses it otherwise, naming the field).
    if (choice !== 'approve' && !note.trim()) {
      setNoteError('validation.staff_note_required');
      return;
    }
    decide.mutate(
      { userId: member.userId, name: member.name, decision: choice, note: note.trim() || undefined },
      {
        onSuccess: () => setChoice(null),
        onError: (error) => error instanceof ApiError && error.fields?.note && setNoteError(error.fields.note),
      },
    );
  }

  return (
    <article className="grid gap-3 rounded-[var(--radius-card)] border border-charcoal/10 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h4 className="font-semibold break-words" dir="auto">
            {member.name}
          </h4>
          <p className="text-sm text-muted" dir="ltr">
            @{member.username}
          </p>
        </div>
        <Pill className={STANDING_COLOURS[member.status]}>{t(`dashboard.admin.staff.status.${member.status}`)}</Pill>
      </div>
      {member.requestedAt && (
        <p className="text-sm">
          {t(member.invited ? 'dashboard.admin.staff.invited_on' : 'dashboard.admin.staff.requested_on', { when: when(member.requestedAt) })}
        </p>
      )}
      {member.requestNote && (
        <blockquote className="border-s-4 border-lavender ps-3 text-sm break-words whitespace-pre-line" dir="auto">
          {member.requestNote}
        </blockquote>
      )}
      {member.decidedAt && member.status !== 'pending' && (
        <p className="text-sm text-muted">
          {member.decidedBy
            ? t(`dashboard.admin.staff.decided_by.${member.status}`, { name: member.decidedBy, when: when(member.decidedAt) })
            : t(`dashboard.admin.staff.decided.${member.status}`, { when: when(member.decidedAt) })}
          {member.decisionNote && (
            <>
              {' '}
              <q dir="auto">{member.decisionNote}</q>
            </>
          )}
        </p>
      )}
      {choice ? (
        <form noValidate className="grid gap-3 rounded-[var(--radius-button)] border border-charcoal/15 p-3" onSubmit={handleConfirm}>
          <TextareaField
            label={t(choice === 'approve' ? 'dashboard.admin.staff.note_optional' : 'dashboard.admin.staff.note_required')}
            rows={2}
            maxLength={500}
            value={note}
            error={noteError}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(undefined);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant={choice === 'approve' ? 'primary' : 'destructive'} disabled={decide.isPending}>
              {t(`dashboard.admin.staff.confirm.${choice}`)}
            </Button>
            <Button type="button" variant="ghost" disabled={decide.isPending} onClick={() => setChoice(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {DECISIONS_FROM[member.status].map((decision) => (
            <Button
              key={decision}
              variant={decision === 'approve' ? 'primary' : 'outline'}
              onClick={() => {
                setChoice(decision);
                setNote('');
                setNoteError(undefined);
              }}
            >
              {t(`dashboard.admin.staff.actions.${decision}`)}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}

type InvitationValues = z.input<typeof staffInvitationSchema>;

/** An educator the admin knows: approved at once; a link to choose a password goes to their address. */
function InviteEducatorForm() {
  const { t, i18n } = useTranslation();
  const invite = useInviteEducator();
  const [open, setOpen] = useState(false);
  const form = useForm<InvitationValues>({
    resolver: zodResolver(staffInvitationSchema),
    defaultValues: {
      name: '',
      username: '',
      email: '',
      language: LANGUAGES.some((l) => l.code === i18n.language) ? (i18n.language as InvitationValues['language']) : 'en',
      note: '',
    },
  });
  const { errors } = form.formState;

  function handleSubmit(values: InvitationValues) {
    invite.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('dashboard.admin.staff.invite.sent_title'),
          description: t('dashboard.admin.staff.invite.sent_description', { email: values.email }),
        });
        form.reset();
        setOpen(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) if (field in values) form.setError(field as keyof InvitationValues, { message });
          return;
        }
        toast({ variant: 'destructive', title: t('dashboard.admin.staff.invite.failed') });
      },
    });
  }

  if (!open) {
    return (
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('dashboard.admin.staff.invite.open')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate className="grid gap-3 rounded-[var(--radius-card)] border border-charcoal/15 bg-white p-4" onSubmit={form.handleSubmit(handleSubmit)}>
      <h4 className="font-semibold">{t('dashboard.admin.staff.invite.title')}</h4>
      <p className="text-sm text-muted">{t('dashboard.admin.staff.invite.description')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('auth.fields.name')} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <TextField label={t('auth.fields.username')} autoComplete="off" dir="ltr" error={errors.username?.message} {...form.register('username')} />
        <TextField
          label={t('dashboard.admin.staff.invite.email')}
          type="email"
          autoComplete="off"
          dir="ltr"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField
          label={t('dashboard.admin.staff.invite.language')}
          error={errors.language?.message}
          options={LANGUAGES.map((language) => ({ value: language.code, label: language.name }))}
          {...form.register('language')}
        />
      </div>
      <TextareaField label={t('dashboard.admin.staff.note_optional')} rows={2} maxLength={500} error={errors.note?.message} {...form.register('note')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t('dashboard.admin.staff.invite.sending') : t('dashboard.admin.staff.invite.submit')}
        </Button>
        <Button type="button" variant="ghost" disabled={invite.isPending} onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
