import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { createElement, Suspense, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { preloadable } from './preloadable.ts';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const screen = (Component: ComponentType<{ name: string }>) =>
  renderable(createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Component, { name: 'Grace' })));
const renderable = (element: ReactElement) => element;
// The page's HTML without React's markers of where a Suspense boundary begins and ends.
const html = (element: ReactElement) => renderToString(element).replace(/<!--\/?\$!?-->/g, '');

describe('preloadable: a screen whose code has arrived renders at once', () => {
  it('renders the component in the same pass once preloaded, with its props, without a fallback first', async () => {
    const load = vi.fn(async () => Greeting);
    const Screen = preloadable(load);
    await Screen.preload();
    expect(html(screen(Screen))).toBe('<p>Hello Grace</p>');
    // Loaded once, however often it is preloaded or rendered.
    await Screen.preload();
    renderToString(screen(Screen));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends while its code is still on the way', () => {
    const Screen = preloadable(() => new Promise<typeof Greeting>(() => undefined));
    // The synchronous renderer sends the fallback in its place, for the browser to fill in.
    const page = html(screen(Screen));
    expect(page).toContain('<p>Loading</p>');
    expect(page).not.toContain('Hello');
  });

  it('asks again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    const Screen = preloadable(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(html(screen(Screen))).toBe('<p>Hello Grace</p>');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
