import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND_PALETTE, INSTITUTE } from './shared/constants/brand.ts';
import { NOT_PRECACHED_CHUNKS, SHELL_URL } from './app/lib/offline/cache-names.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 5000}`;

/**
 * The installable app (docs/decisions/004-offline.md): a web app manifest, and a
 * service worker (app/sw.ts) whose precache is the app's code, styles, woff2 fonts and icons.
 * Left out: the design tools' chunks (staff only, cached when opened), the prerendered pages and
 * strings (kept at run time in the reader's language only), and the woff fallbacks no phone we
 * serve needs.
 */
const offlineApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    name: INSTITUTE.name,
    short_name: INSTITUTE.abbreviation,
    description: 'Diploma in theological education for church leaders and pastors in Africa.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_PALETTE.charcoal,
    background_color: BRAND_PALETTE.white,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png', 'manifest.webmanifest'],
    // Staff-only screens (design tools, course materials management) are cached when first opened, not precached for every student.
    globIgnores: NOT_PRECACHED_CHUNKS.map((chunk) => `assets/${chunk}-*`),
    // The shell is served at the screens' own address: the server does not answer /index.html.
    manifestTransforms: [
      async (entries) => ({ manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: SHELL_URL } : entry)), warnings: [] }),
    ],
  },
});

/**
 * On a visit the service worker serves (the app opened before), the fonts are asked for while the
 * code starts, from the phone's cache, instead of at the first layout: laid out once with them, not
 * once without and again when they come. A first visit does not ask early: there
 * the fonts would take the slow connection's bandwidth from the code.
 */
const fontsEarlyWhenWarm: Plugin = {
  name: 'fonts-early-when-warm',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const fonts = Object.keys(context.bundle ?? {}).filter((file) => file.endsWith('.woff2'));
      if (fonts.length === 0) return html;
      const script = `<script>navigator.serviceWorker&&navigator.serviceWorker.controller&&${JSON.stringify(fonts.map((file) => `/${file}`))}.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=h;document.head.appendChild(l)})</script>`;
      return html.replace('<script type="module"', `${script}<script type="module"`);
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'app',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [offlineApp, fontsEarlyWhenWarm])],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each screen imports, for the shells' preload links (scripts/prerender.ts).
    manifest: !isSsrBuild,
    // Our users' phones: modern Chrome for Android (94 and later; Play Store updates it), no legacy
    // polyfills. ES2022 keeps class private fields as they are: at ES2020 the query library's were
    // rewritten into WeakMaps and helper modules, two more files and 2 KB on a signed-in screen.
    target: 'es2022',
    rolldownOptions: {
      // The app, and the few lines the reading-only public pages run instead of it (app/public-page.ts).
      input: isSsrBuild ? undefined : { index: 'app/index.html', 'public-page': 'app/public-page.ts' },
      output: {
        codeSplitting: {
          groups: [
            {
              // Tiny modules every public page uses, one chunk instead of six: each separate
              // file costs a request and its own compression overhead on a slow phone.
              name: 'public-ui',
              test: /app[\\/]components[\\/]ui[\\/](button|card|badge|section|spinner)\.tsx|app[\\/]lib[\\/]cn\.ts|shared[\\/]constants[\\/]brand\.ts|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|context|shared[\\/]src[\\/]utils|utils)/,
            },
            {
              // The server-state library (TanStack Query), one chunk instead of ten: every
              // signed-in screen loads all of it, and each separate file costs a phone a request,
              // its headers and its own compression.
              name: 'tanstack-query',
              test: /node_modules[\\/]@tanstack[\\/]/,
            },
            {
              // Icons, merged by the set of screens that use them: each is a few hundred bytes, and
              // a phone at 400 ms a round trip pays for each file, six at a time over HTTP/1.1.
              // Icons are leaves (they import nothing of ours), so merging them
              // cannot change the order in which our modules run.
              name: 'icons',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 4_000,
            },
          ],
        },
      },
    },
  },
  // The prerender and the server's first screens run the app in Node from one file: the libraries are bundled in.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': apiTarget },
  },
}));
