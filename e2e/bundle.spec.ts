import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './settings.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// No credential of any kind ships to browsers.
test('the built client contains no password or admin credential', () => {
  const files = filesUnder('dist').filter((f) => /\.(js|html|json|css)$/.test(f));
  expect(files.length).toBeGreaterThan(3);
  const bundle = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  const forbidden = [
    E2E_ADMIN.username,
    E2E_ADMIN.password,
    'faithful-steward-2026', // the default demo password (server/env.ts)
    'timing-equaliser-not-a-credential',
    '$argon2',
    'ADMIN_PASSWORD',
    'DEMO_PASSWORD',
  ];
  for (const needle of forbidden) expect(bundle.includes(needle), needle).toBe(false);
  expect(bundle).not.toMatch(/password\s*[:=]\s*["'][^"']{4,}["']/i);
});

const builtScripts = () => filesUnder('dist/assets').filter((f) => f.endsWith('.js'));
/** React DOM's marks in a build: the key it hangs a root on, and its production errors' address. */
const REACT_DOM = ['__reactContainer', 'react.dev/errors/'];
/** Preact's marks: its internal fields (children `__k`, hooks `__H`), kept by name in its published builds. */
const PREACT = [/\.__k\b/, /\.__H\b/, /preact/i];

// React 19 renders the app in the browser, not Preact behind an alias.
test('the built client runs React DOM and holds nothing of Preact', () => {
  const scripts = builtScripts().map((file) => readFileSync(file, 'utf8'));
  for (const mark of REACT_DOM)
    expect(
      scripts.some((code) => code.includes(mark)),
      mark,
    ).toBe(true);
  for (const mark of PREACT) expect(scripts.filter((code) => mark.test(code)).length, String(mark)).toBe(0);
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => name.includes('preact'))).toEqual([]);
});

// The pages for reading are HTML and a few lines of script, the admissions page
// too until someone starts the wizard (e2e/admissions.spec.ts); the design showcase, an application, loads React.
test('the reading pages, the admissions page among them, load no framework; the design showcase loads React', () => {
  const scriptsOf = (page: string) => {
    const html = readFileSync(join('dist', 'prerendered', page), 'utf8');
    return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => readFileSync(join('dist', match[1]!), 'utf8'));
  };
  for (const language of ['en', 'ar']) {
    for (const page of ['index', 'about', 'academics', 'admissions', 'contact', 'resources-faq', '404']) {
      const scripts = scriptsOf(`${language}/${page}.html`);
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const mark of REACT_DOM)
        expect(
          scripts.some((code) => code.includes(mark)),
          `${language}/${page}: ${mark}`,
        ).toBe(false);
    }
    expect(scriptsOf(`${language}/canva-designs.html`).some((code) => code.includes('__reactContainer'))).toBe(true);
  }
});
