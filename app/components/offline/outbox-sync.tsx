import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { flushOutbox, onWriteSent } from '#app/lib/offline/outbox.ts';

/**
 * Sends the signed-in student's work saved on this phone: when the app opens and whenever the
 * connection returns. Once the server has it, the screens read afresh.
 */
export function OutboxSync({ owner }: { owner: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const flush = () => void flushOutbox(owner);
    const stopListening = onWriteSent(() => void queryClient.invalidateQueries({ queryKey: ['/api/students'] }));
    flush();
    addEventListener('online', flush);
    return () => {
      stopListening();
      removeEventListener('online', flush);
    };
  }, [owner, queryClient]);
  return null;
}
