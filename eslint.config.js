import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync('app/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', '.ssr', '.tmp', 'node_modules', 'drizzle', 'test-results', 'playwright-report', 'data', 'storage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: true } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One direction of imports (conventions, habit 1): shared <- server, shared <- app, features never import each other.
      'no-restricted-imports': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
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
          ],
        },
      ],
    },
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
