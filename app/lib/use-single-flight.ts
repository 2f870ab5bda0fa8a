import { useCallback, useRef, useState } from 'react';

/** The busy flag of a single-flight action, held in a ref so it is read and set without a render. */
export interface SingleFlightFlag {
  current: boolean;
}

/**
 * Runs `task` unless an earlier run on the same flag is still under way, and says whether it ran.
 * The flag is set before anything is awaited: a double tap while the first press is still loading
 * code or waiting for the server starts nothing more (a state flag would be set only at the next
 * render, after the second tap has read it).
 */
export async function runSingleFlight(flag: SingleFlightFlag, task: () => Promise<void>, onBusyChange?: (busy: boolean) => void): Promise<boolean> {
  if (flag.current) return false;
  flag.current = true;
  onBusyChange?.(true);
  try {
    await task();
  } finally {
    flag.current = false;
    onBusyChange?.(false);
  }
  return true;
}

/** A press handler's guard: `run(task)` starts `task` only when no earlier run is under way; `busy` (to disable the button) is true meanwhile. */
export function useSingleFlight(): { busy: boolean; run: (task: () => Promise<void>) => Promise<boolean> } {
  const flag = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback((task: () => Promise<void>) => runSingleFlight(flag, task, setBusy), []);
  return { busy, run };
}
