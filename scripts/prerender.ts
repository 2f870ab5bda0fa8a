// Renders every public page in every language into dist/prerendered/{lng}/{name}.html, so a phone
// paints real text from the first response instead of waiting for JavaScript and translations.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { directionOf, FALLBACK_LANGUAGE, LANGUAGE_CODES } from '#shared/constants/languages.ts';
import { NOT_FOUND_PAGE, PRERENDERED_PAGES } from '#shared/constants/routes.ts';
import { APP_ONLY_SECTIONS } from '#app/lib/i18n-settings.ts';
import { escapeHtml } from '#server/lib/html.ts';

type Strings = Record<string, unknown>;
const dist = resolve('dist');
const { renderPage } = (await import(pathToFileURL(resolve('.ssr/entry-server.js')).href)) as {
  renderPage: (url: string, lng: string, resources: Record<string, Strings>) => Promise<string>;
};
const template = readFileSync(resolve(dist, 'index.html'), 'utf8');
const resources = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, JSON.parse(readFileSync(resolve(dist, 'locales', lng, 'common.json'), 'utf8')) as Strings]));

const lookup = (strings: Strings, key: string): string | undefined => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], strings);
  return typeof value === 'string' ? value : undefined;
};
// JSON inside <script>: "<" escaped so no string can close the element.
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const titleKeys: Record<string, string> = {
  index: 'pages.home.title',
  about: 'pages.about.title',
  academics: 'pages.academics.title',
  admissions: 'pages.admissions.title',
  contact: 'pages.contact.title',
  'resources-faq': 'pages.resources_faq.title',
  'canva-designs': 'pages.canva_designs.title',
  '404': 'pages.not_found.title',
};

/** The sections a page does not carry inline: those of the signed-in screens, except the page's own. */
const omittedSections = (pageName: string) => APP_ONLY_SECTIONS.filter((section) => section !== `pages.${pageName.replace(/-/g, '_')}`);

/** A copy of `strings` without the sections (dotted paths) given. */
function withoutSections(strings: Strings, sections: readonly string[]): Strings {
  const copy = structuredClone(strings);
  for (const section of sections) {
    const path = section.split('.');
    const parent = path.slice(0, -1).reduce<Strings | undefined>((node, part) => node?.[part] as Strings | undefined, copy);
    if (parent) delete parent[path.at(-1)!];
  }
  return copy;
}

/**
 * The strings a page starts with: its language, plus English, the fallback i18next would
 * otherwise fetch (and wait for) before the page could come alive; both without the signed-in
 * screens' sections, which the client loads when it opens one of those screens.
 */
const inlineStrings = (lng: string, pageName: string) => {
  const omitted = omittedSections(pageName);
  const languages = lng === FALLBACK_LANGUAGE ? [lng] : [lng, FALLBACK_LANGUAGE];
  return { lng, omitted, resources: Object.fromEntries(languages.map((code) => [code, withoutSections(resources[code]!, omitted)])) };
};

let count = 0;
for (const lng of LANGUAGE_CODES) {
  mkdirSync(resolve(dist, 'prerendered', lng), { recursive: true });
  for (const page of [...PRERENDERED_PAGES, NOT_FOUND_PAGE]) {
    // Rendered from the same strings the page carries, so a key it left out shows here, not after hydration.
    const strings = inlineStrings(lng, page.name);
    const body = await renderPage(page.path, lng, { ...resources, ...strings.resources });
    const pageTitle = lookup(resources[lng]!, titleKeys[page.name]!) ?? INSTITUTE.name;
    const html = template
      .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${lng}" dir="${directionOf(lng)}">`)
      .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(lookup(resources[lng]!, 'common.meta_description') ?? '')}" />`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.name === 'index' ? INSTITUTE.name : `${pageTitle} | ${INSTITUTE.name}`)}</title>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
      .replace('</head>', `<script id="initial-translations" type="application/json">${inlineJson(strings)}</script></head>`);
    writeFileSync(resolve(dist, 'prerendered', lng, `${page.name}.html`), html);
    count += 1;
  }
}

/**
 * The client-rendered screens' shells, per language (issue 16, item 2), in that language's
 * direction: each asks for the strings at once, while the app's code is still downloading, and the
 * dashboard's also for the signed-in user's first screen (app/lib/early-first-screen.ts), instead of one
 * after the other once that code has run. The server picks the language as for the public pages.
 */
for (const lng of LANGUAGE_CODES) {
  const strings = `<link rel="preload" href="/locales/${lng}/common.json" as="fetch" crossorigin="anonymous" />`;
  const firstScreen = `<link rel="preload" href="/api/me/first-screen" as="fetch" crossorigin="use-credentials" />`;
  const shell = template.replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${lng}" dir="${directionOf(lng)}">`);
  writeFileSync(resolve(dist, 'prerendered', lng, 'shell.html'), shell.replace('</head>', `${strings}</head>`));
  writeFileSync(resolve(dist, 'prerendered', lng, 'dashboard-shell.html'), shell.replace('</head>', `${strings}${firstScreen}</head>`));
}
console.log(`prerendered ${count} pages and ${2 * LANGUAGE_CODES.length} shells`);
