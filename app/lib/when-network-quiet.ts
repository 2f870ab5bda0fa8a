/**
 * Calls `then` once no resource has finished loading for `quietMs` (at most `capMs` after the
 * call): for work that would otherwise take a slow connection's bandwidth from the screen the
 * reader is waiting for, whose chunks and data load after the `load` event.
 */
export function whenNetworkQuiet(then: () => void, quietMs = 2000, capMs = 30_000) {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(cap);
    then();
  };
  let quiet = setTimeout(finish, quietMs);
  const cap = setTimeout(finish, capMs);
  const observer =
    typeof PerformanceObserver === 'undefined'
      ? undefined
      : new PerformanceObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(finish, quietMs);
        });
  observer?.observe({ type: 'resource' });
}

/** `whenNetworkQuiet`, once the page has loaded: for work that must wait for the screen the reader asked for. */
export function whenLoadedAndQuiet(then: () => void) {
  const afterLoad = () => whenNetworkQuiet(then);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

/** Whether the reader asked the browser to save data (Save-Data): then nothing is fetched ahead. */
export function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
