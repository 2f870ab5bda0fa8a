import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code is its own chunk, like `lazy`, that renders at once when its code has
 * already arrived. Preact's `lazy` suspends on its first render even then (it learns that the chunk
 * is in only from a later microtask), and each suspension costs the screen one more commit, its
 * fallback first: 100-400 ms on a slow phone for the dashboard. `preload()`
 * fetches the code ahead; a failed load is asked for afresh next time.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Suspending, props);
  }
  return Object.assign(Preloadable, { preload });
}
