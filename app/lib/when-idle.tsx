import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the page is idle after its first paint (at most `timeoutMs` later),
 * `fallback` until then: for parts of a screen below the fold whose code, data and rendering
 * would otherwise hold the phone's one busy thread while the reader waits for the top of the
 * screen. Browsers without requestIdleCallback wait one task.
 */
export function WhenIdle({ children, fallback, timeoutMs = 2000 }: { children: ReactNode; fallback: ReactNode; timeoutMs?: number }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(handle);
  }, [timeoutMs]);
  return <>{idle ? children : fallback}</>;
}
