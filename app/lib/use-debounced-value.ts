import { useEffect, useState } from 'react';

/** How long typing pauses before a search asks the server: every search field waits the same. */
export const SEARCH_DELAY_MS = 300;

/** The value once it has stopped changing for `delayMs` (by default a search's pause): a search typed letter by letter asks the server once. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
