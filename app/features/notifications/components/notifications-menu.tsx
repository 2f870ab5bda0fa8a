import { Bell, CalendarClock, Settings } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { courseSlug, COURSES, type Course } from '#shared/constants/courses.ts';
import { dateTimeFormat } from '#shared/constants/intl-locale.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications.ts';

// The settings form comes only when opened.
const NotificationSettingsDialog = lazy(() => import('./notification-settings-dialog.tsx').then((module) => ({ default: module.NotificationSettingsDialog })));

const isCourse = (value: string | undefined): value is Course => (COURSES as readonly string[]).includes(value ?? '');

/**
 * The bell (spec point 2): real notifications with an unread count, and cohort
 * meetings starting within the hour. Opening one marks it read and goes to what it is about.
 */
export function NotificationsMenu() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [location, navigate] = useLocation();
  // The link at the foot of every notification e-mail (/dashboard?settings=notifications) opens the settings.
  const settingsAsked = new URLSearchParams(useSearch()).get('settings') === 'notifications';
  const [settingsOpenedHere, setSettingsOpenedHere] = useState(false);
  const settingsOpen = settingsAsked || settingsOpenedHere;
  function changeSettingsOpen(value: boolean) {
    setSettingsOpenedHere(value);
    if (!value && settingsAsked) navigate(location, { replace: true });
  }
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const page = notifications.data;
  const unread = page?.unread ?? 0;
  const time = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  function describe(notification: Notification) {
    const course = notification.data.course;
    return t(`dashboard.notifications.kinds.${notification.kind}`, {
      ...notification.data,
      course: isCourse(course) ? t(`courses.${courseSlug(course)}.title`) : course,
    });
  }

  function openOne(notification: Notification) {
    if (!notification.readAt) markRead.mutate(notification.id);
    setOpen(false);
    navigate(notification.link);
  }

  return (
    <div className="relative">
      <button
        type="button"
        className="relative grid min-h-11 min-w-11 place-items-center rounded-[var(--radius-button)] hover:bg-lavender/40"
        aria-label={unread > 0 ? t('dashboard.notifications.label_unread', { count: unread }) : t('dashboard.shell.notifications')}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute end-1 top-1 grid min-w-5 place-items-center rounded-full bg-destructive px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div className="absolute end-0 top-12 z-20 grid w-[min(20rem,calc(100vw-2rem))] gap-2 rounded-[var(--radius-card)] border border-charcoal/10 bg-white p-3 text-sm shadow-lg">
          {page?.meetingsSoon.map((meeting) => (
            <p key={meeting.id} className="flex items-start gap-2 rounded-[var(--radius-button)] bg-sky/50 p-2">
              <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('dashboard.notifications.meeting_soon', { title: meeting.title, time: time(meeting.startTime) })}
            </p>
          ))}
          {!page || page.items.length === 0 ? (
            page?.meetingsSoon.length ? null : (
              <p role="status">{t('dashboard.shell.no_notifications')}</p>
            )
          ) : (
            <>
              <ul className="grid max-h-80 gap-1 overflow-y-auto">
                {page.items.map((notification) => (
                  <li key={notification.id}>
                    <button
                      type="button"
                      className={cn(
                        'grid w-full gap-0.5 rounded-[var(--radius-button)] p-2 text-start hover:bg-lavender/40',
                        !notification.readAt && 'bg-lavender/20 font-semibold',
                      )}
                      onClick={() => openOne(notification)}
                    >
                      <span>{describe(notification)}</span>
                      <span className="text-xs font-normal text-muted">{time(notification.createdAt)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {unread > 0 && (
                <Button variant="ghost" className="justify-self-end" disabled={markRead.isPending} onClick={() => markRead.mutate(undefined)}>
                  {t('dashboard.notifications.mark_all')}
                </Button>
              )}
            </>
          )}
          <Button
            variant="ghost"
            className="justify-self-start"
            onClick={() => {
              setOpen(false);
              setSettingsOpenedHere(true);
            }}
          >
            <Settings aria-hidden="true" className="size-4" />
            {t('dashboard.notifications.settings.open')}
          </Button>
        </div>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <NotificationSettingsDialog open={settingsOpen} onOpenChange={changeSettingsOpen} />
        </Suspense>
      )}
    </div>
  );
}
