import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANVA_AUTH_MESSAGE_TYPE, CANVA_POPUP, type CanvaAuthMessage } from '#shared/schemas/canva.ts';
import { toast } from '#app/lib/toast.ts';
import { canvaAuthStatusQueryKey } from '../api/get-auth-status.ts';
import { startCanvaAuth } from '../api/start-auth.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

function isAuthMessage(data: unknown): data is CanvaAuthMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === CANVA_AUTH_MESSAGE_TYPE;
}

/**
 * The Canva connect flow (spec point 4, "Design-service connection"): opens the authorisation URL
 * in a 600x700 pop-up, listens for its message, and clears the connecting state when the pop-up
 * is closed without one (checked every second).
 */
export function useCanvaConnect() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [connecting, setConnecting] = useState(false);
  const popupRef = useRef<Window | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timerRef.current) clearInterval(timerRef.current);
    timerRef.current = null;
    popupRef.current = null;
    setConnecting(false);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isAuthMessage(event.data)) return;
      const data = event.data;
      popupRef.current?.close();
      stop();
      if (data.success) {
        void queryClient.invalidateQueries({ queryKey: canvaAuthStatusQueryKey });
        toast({ title: t('pages.design_studio.toast.connected_title'), description: t('pages.design_studio.toast.connected_description') });
      } else {
        toast({
          variant: 'destructive',
          title: t('pages.design_studio.toast.connect_failed_title'),
          description: data.error || t('pages.design_studio.toast.connect_failed_description'),
        });
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      if (timerRef.current) clearInterval(timerRef.current);
    };
  }, [queryClient, stop, t]);

  const connect = useCallback(async () => {
    setConnecting(true);
    try {
      const { authUrl } = await startCanvaAuth();
      const { width, height, closedCheckMs } = CANVA_POPUP;
      const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
      const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
      const popup = window.open(authUrl, 'canva-auth', `width=${width},height=${height},left=${left},top=${top}`);
      if (!popup) throw new Error('popup blocked');
      popupRef.current = popup;
      timerRef.current = setInterval(() => {
        if (popupRef.current?.closed) stop();
      }, closedCheckMs);
    } catch (error) {
      stop();
      toast({
        variant: 'destructive',
        title: t('pages.design_studio.toast.connect_failed_title'),
        description: describeApiError(t, error),
      });
    }
  }, [stop, t]);

  return { connect, connecting };
}
