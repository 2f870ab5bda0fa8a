import { useEffect } from 'react';

/**
 * Runs `run` once the page is interactive: effects run only after hydration has committed.
 * The server renders it too (as nothing), so both trees have the same shape and React's ids match.
 */
export function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
