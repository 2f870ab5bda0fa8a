// Renders every public page in every language into dist/prerendered/{lng}/{name}.html, so a phone
// paints real text from the first response instead of waiting for JavaScript and translations.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { directionOf, FALLBACK_LANGUAGE, LANGUAGE_CODES } from '#shared/constants/languages.ts';
import { ISLAND_STRINGS_PAGES, NOT_FOUND_PAGE, PRERENDERED_PAGES } from '#shared/constants/routes.ts';
import { APP_ONLY_SECTIONS, dashboardShellOmits } from '#app/lib/i18n-settings.ts';
import { escapeHtml, inlineJson } from '#server/lib/html.ts';
import { FIRST_SCREEN_DATA_MARK, FIRST_SCREEN_MARK, renderedTemplateName, type DashboardShell } from '#server/modules/dashboard-opening/page-template.ts';

type Strings = Record<string, unknown>;
const dist = resolve('dist');
const { renderPage } = (await import(pathToFileURL(resolve('.ssr/entry-server.js')).href)) as {
  renderPage: (url: string, lng: string, resources: Record<string, Strings>) => Promise<string>;
};
const template = readFileSync(resolve(dist, 'index.html'), 'utf8');
const resources = Object.fromEntries(
  LANGUAGE_CODES.map((lng) => [lng, JSON.parse(readFileSync(resolve(dist, 'locales', lng, 'common.json'), 'utf8')) as Strings]),
);

const lookup = (strings: Strings, key: string): string | undefined => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], strings);
  return typeof value === 'string' ? value : undefined;
};

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

/** The strings of `fallback` that `strings` lacks: all the fallback language can add to it. */
function missingFrom(strings: Strings | undefined, fallback: Strings): Strings {
  const missing: Strings = {};
  for (const [key, value] of Object.entries(fallback)) {
    const own = strings?.[key];
    if (own === undefined) missing[key] = value;
    else if (typeof value === 'object' && value !== null && typeof own === 'object') {
      const nested = missingFrom(own as Strings, value as Strings);
      if (Object.keys(nested).length) missing[key] = nested;
    }
  }
  return missing;
}

/**
 * The strings a page starts with: its language without the sections `omitted`, which the client
 * loads when it opens a screen that needs them; and English, the fallback, which i18next would
 * otherwise fetch whole (and wait for) before the page could come alive. Of English, only what
 * the page's language lacks goes inline: with every key translated (app/lib/locales.test.ts), nothing.
 */
const inlineStrings = (lng: string, omitted: readonly string[]) => {
  const own = { [lng]: withoutSections(resources[lng]!, omitted) };
  const fallback = lng === FALLBACK_LANGUAGE ? {} : { [FALLBACK_LANGUAGE]: missingFrom(resources[lng], resources[FALLBACK_LANGUAGE]!) };
  return { lng, omitted, resources: { ...own, ...fallback } };
};

const stringsScript = (strings: ReturnType<typeof inlineStrings>) =>
  `<script id="initial-translations" type="application/json">${inlineJson(strings)}</script>`;

/** Vite's record of the build: each source module's chunk and the chunks it imports statically. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The entry's script and the chunks it imports, as Vite writes them into the page's head. */
const ENTRY_CODE = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The template's inline script that turns the page to the reader's saved language and direction
 * before it paints: right for the app's shells, which render in that language; wrong for a page
 * whose words came in the language of its cookie (app/public-page.ts asks again in the saved one).
 */
const SAVED_DIRECTION_SCRIPT = /<script>[^<]*app-direction[^<]*<\/script>/;

/** What a page for reading runs instead of the app: one small script, no framework. */
const publicPageScript = () => {
  const entry = manifest['public-page.ts'];
  if (!entry) throw new Error('public-page.ts is not in the build: is it an input in vite.config.ts?');
  const imports = chunksOf(['public-page.ts']);
  imports.delete(entry.file);
  return `<script type="module" crossorigin src="/${entry.file}"></script>${[...imports].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join('')}`;
};

let count = 0;
for (const lng of LANGUAGE_CODES) {
  mkdirSync(resolve(dist, 'prerendered', lng), { recursive: true });
  for (const page of [...PRERENDERED_PAGES, NOT_FOUND_PAGE]) {
    // Rendered from the same strings the page carries, so a key it left out shows here, not after hydration.
    const strings = inlineStrings(lng, omittedSections(page.name));
    const body = await renderPage(page.path, lng, { ...resources, ...strings.resources });
    // A page for reading carries neither the app nor its strings: its words are in the HTML. One
    // whose island needs its strings (the admission wizard) carries them for the island.
    const islandStrings = ISLAND_STRINGS_PAGES.includes(page.name) ? stringsScript(strings) : '';
    const code = page.app
      ? (html: string) => html.replace('</head>', `${stringsScript(strings)}</head>`)
      : (html: string) => html.replace(ENTRY_CODE, '').replace(SAVED_DIRECTION_SCRIPT, '').replace('</head>', `${islandStrings}${publicPageScript()}</head>`);
    const pageTitle = lookup(resources[lng]!, titleKeys[page.name]!) ?? INSTITUTE.name;
    const html = template
      .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${lng}" dir="${directionOf(lng)}">`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(lookup(resources[lng]!, 'common.meta_description') ?? '')}" />`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.name === 'index' ? INSTITUTE.name : `${pageTitle} | ${INSTITUTE.name}`)}</title>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    writeFileSync(resolve(dist, 'prerendered', lng, `${page.name}.html`), code(html));
    count += 1;
  }
}

/** The chunks `keys` need before they can run: their own and every static import beneath, once each. */
function chunksOf(keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: was it renamed?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/**
 * A signed-in dashboard's chunks, announced in its shell so that the phone fetches them with the
 * entry instead of after it has run (they were a second wave of ~35 requests
 * that began only at 2.5 s on a slow phone). The entry's own chunks are already in the template.
 */
const entryChunks = chunksOf(['index.html']);
const dashboardChunks = (roleScreen: string) =>
  [...chunksOf(['routes/signed-in-gate.tsx', 'routes/dashboard/dashboard-page.tsx', roleScreen])]
    .filter((file) => !entryChunks.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('');
const DASHBOARD_SHELLS: Record<DashboardShell, { role: string; chunks: string; omits: readonly string[] }> = {
  'dashboard-student': { role: 'student', chunks: dashboardChunks('routes/dashboard/student-portal.tsx'), omits: dashboardShellOmits(false) },
  'dashboard-staff': { role: 'staff', chunks: dashboardChunks('routes/dashboard/educator-dashboard.tsx'), omits: dashboardShellOmits(true) },
};

/**
 * A phone's first Intl call loads the browser's locale data: 260-280 ms under the bench's 4x
 * CPU throttling, then about 50 ms more for the first date format. A dashboard
 * formats numbers and dates on its first screen. On a visit from the network its shell makes that
 * first call at once, while the app's code is still on its way, instead of in the middle of the
 * first render. A page the service worker serves has its code at once, and there the call would
 * only hold the code back, so it is not made. The CSP allows it by its hash
 * (server/plugins/security-headers.ts).
 */
const INTL_WARM_UP =
  "<script>navigator.serviceWorker&&navigator.serviceWorker.controller||setTimeout(function(){try{var l=document.documentElement.lang;new Intl.NumberFormat(l).format(1);new Intl.DateTimeFormat(l,{dateStyle:'medium'}).format(0)}catch(e){}},0)</script>";

/**
 * The client-rendered screens' shells, per language, in that language's
 * direction. The plain shell asks for the strings at once, while the app's code is still
 * downloading. A dashboard's shell carries the strings its first screen needs inline (a fifth of
 * the file for a student) and asks at once for the signed-in user's first screen
 * (app/lib/dashboard-opening.ts) and for its role's code, instead of one after the other once the
 * entry has run. The server picks the language as for the public pages, and the dashboard's shell
 * by the session's role (server/plugins/static.ts); a visitor who is not signed in gets the plain shell.
 */
for (const lng of LANGUAGE_CODES) {
  const strings = `<link rel="preload" href="/locales/${lng}/common.json" as="fetch" crossorigin="anonymous" />`;
  const firstScreen = `<link rel="preload" href="/api/me/first-screen" as="fetch" crossorigin="use-credentials" />`;
  const shell = template.replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${lng}" dir="${directionOf(lng)}">`);
  writeFileSync(resolve(dist, 'prerendered', lng, 'shell.html'), shell.replace('</head>', `${strings}</head>`));
  for (const [name, { role, chunks, omits }] of Object.entries(DASHBOARD_SHELLS)) {
    const head = `${stringsScript(inlineStrings(lng, omits))}${firstScreen}${chunks}`;
    // data-shell: whose screen's code this shell announced, which the client waits for (app/router.tsx).
    // The warm-up before the stylesheet: a script after it would wait for it to arrive.
    const html = shell
      .replace(/<html /, `<html data-shell="${role}" `)
      .replace('<script type="module"', `${INTL_WARM_UP}<script type="module"`)
      .replace('</head>', `${head}</head>`);
    writeFileSync(resolve(dist, 'prerendered', lng, `${name}.html`), html);
    // The page the server renders a signed-in user's first screen into (server/modules/dashboard-opening/page.ts).
    // Only the stylesheet comes before the screen: the app's code, its strings and the role's code
    // follow it, which only hydrating the screen needs, so that on a slow line the screen and its
    // stylesheet do not share it with thirty files. Its data is in the page, not asked for; the
    // brand fonts wait, as on any first visit (app/lib/first-visit-fonts.ts).
    const code = [...shell.matchAll(ENTRY_CODE)].map((match) => match[0]).join('');
    const rendered = shell
      .replace(ENTRY_CODE, '')
      .replace(/<html /, `<html data-shell="${role}" data-fonts="later" `)
      .replace('</title>', `</title>${INTL_WARM_UP}`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${FIRST_SCREEN_MARK}</div>${FIRST_SCREEN_DATA_MARK}${stringsScript(inlineStrings(lng, omits))}${code}${chunks}`,
      );
    writeFileSync(resolve(dist, 'prerendered', lng, `${renderedTemplateName(name as DashboardShell)}.html`), rendered);
  }
}
console.log(`prerendered ${count} pages and ${(1 + 2 * Object.keys(DASHBOARD_SHELLS).length) * LANGUAGE_CODES.length} shells`);
