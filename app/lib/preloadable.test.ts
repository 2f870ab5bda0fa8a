import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';

// The browser build renders with Preact (docs/decisions/007-preact-runtime.md): so does this test.
vi.mock('react', async () => import('preact/compat'));

const { createElement, Suspense } = await import('react');
const { renderToString } = await import('preact-render-to-string');
const { preloadable } = await import('./preloadable.ts');

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const screen = (Component: ComponentType<{ name: string }>) => renderable(createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Component, { name: 'Grace' })));
// React's element type, Preact's element at run time (the mock above).
const renderable = (element: unknown) => element as Parameters<typeof renderToString>[0];

describe('preloadable: a screen whose code has arrived renders at once', () => {
  it('renders the component in the same pass once preloaded, with its props, without a fallback first', async () => {
    const load = vi.fn(async () => Greeting);
    const Screen = preloadable(load);
    await Screen.preload();
    expect(renderToString(screen(Screen))).toBe('<p>Hello Grace</p>');
    // Loaded once, however often it is preloaded or rendered.
    await Screen.preload();
    renderToString(screen(Screen));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends while its code is still on the way', () => {
    const Screen = preloadable(() => new Promise<typeof Greeting>(() => undefined));
    // The synchronous renderer meets the suspension as the promise it throws; the browser's shows the fallback.
    expect(() => renderToString(screen(Screen))).toThrow();
  });

  it('asks again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    const Screen = preloadable(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(renderToString(screen(Screen))).toBe('<p>Hello Grace</p>');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
