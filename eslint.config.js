import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync('app/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's modules (server/modules/README.md): each is entered only through its index.ts, by
// the app, the job handlers and the other modules alike; a module whose work runs in the worker
// threads has a work.ts too (pure functions: a worker does not load the module's routes and
// queries). Tests, benchmarks and scripts may reach inside, to set up and measure.
const modules = readdirSync('server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverOutsideModules = readdirSync('server', { withFileTypes: true })
  .filter((entry) => entry.name !== 'modules')
  .map((entry) => `./server/${entry.name}`);
const moduleZones = modules.map((module) => ({
  target: [...serverOutsideModules, ...modules.filter((other) => other !== module).map((other) => `./server/modules/${other}`)],
  from: `./server/modules/${module}`,
  except: ['./index.ts', './work.ts'],
  message: `enter the ${module} module through its public face, server/modules/${module}/index.ts`,
}));
const layerZones = [
  { target: './shared', from: ['./app', './server'], message: 'shared/ imports nothing from app/ or server/' },
  { target: './server', from: './app', message: 'the server never imports client code' },
  { target: './app', from: './server', message: 'the client never imports server code' },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: './app/features',
    except: [`./${feature}`],
    message: 'features do not import each other; compose them in app/routes',
  })),
  { target: ['./app/components', './app/lib'], from: ['./app/features', './app/routes'], message: 'shared client code does not depend on features or routes' },
  // A helper of server/lib serves every module and so depends on none.
  { target: './server/lib', from: './server/modules', message: 'server/lib is below the modules: move the work into a module' },
];

export default tseslint.config(
  { ignores: ['dist', '.ssr', '.tmp', 'node_modules', 'drizzle', 'test-results', 'playwright-report', 'data', 'storage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: true },
      // The imported files are TypeScript too: without these, no-cycle reads no further than the first file.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One direction of imports (conventions, habit 1): shared <- server, shared <- app, features never import each other.
      'no-restricted-imports': 'off',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...moduleZones] }],
      // A cycle between files is a cycle between modules or layers: something has no owner.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.test.ts', 'bench/**', 'scripts/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every paged list loads its next page through one button, disabled and saying "Loading…" while
    // the page comes; hand-written copies drifted (some never said it).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/components/ui/show-more-button.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='fetchNextPage']",
          message: 'Load the next page with <ShowMoreButton list={…} label={…} /> (app/components/ui/show-more-button.tsx), not a hand-written button.',
        },
      ],
    },
  },
);
