import { describe, expect, it, vi } from 'vitest';
import { runSingleFlight, type SingleFlightFlag } from './use-single-flight.ts';

/** A promise the test settles by hand, standing in for a lazy import or a request under way. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('runSingleFlight: a double tap sends one request', () => {
  it('ignores a second press while the first is still being checked or sent', async () => {
    const flag: SingleFlightFlag = { current: false };
    const firstPress = deferred();
    const task = vi.fn(() => firstPress.promise);
    const busy: boolean[] = [];

    // Two presses in the same moment: the second comes before the first's await has settled.
    const first = runSingleFlight(flag, task, (b) => busy.push(b));
    const second = runSingleFlight(flag, task, (b) => busy.push(b));
    expect(await second).toBe(false);
    expect(task).toHaveBeenCalledTimes(1);
    expect(flag.current).toBe(true);

    firstPress.resolve();
    expect(await first).toBe(true);
    expect(flag.current).toBe(false);
    expect(busy).toEqual([true, false]);

    // Once the first has settled, the next press runs again.
    const third = vi.fn(async () => {});
    expect(await runSingleFlight(flag, third)).toBe(true);
    expect(third).toHaveBeenCalledTimes(1);
  });

  it('frees the flag when the task fails, so the button does not stay dead', async () => {
    const flag: SingleFlightFlag = { current: false };
    const failing = deferred();
    const run = runSingleFlight(flag, () => failing.promise);
    failing.reject(new Error('chunk failed to load'));
    await expect(run).rejects.toThrow('chunk failed to load');
    expect(flag.current).toBe(false);
    expect(await runSingleFlight(flag, async () => {})).toBe(true);
  });
});
