// @ts-check
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
// Read at every lint run, so a module added later (merchants, admin…) is covered from its first file.
const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'apps/api/src/db/migrations/**', 'test-results/**', 'playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      // The plugin reads imported files itself (for import/no-cycle): it must parse them as TypeScript.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
      // ...and never a package's own files: a bundled dependency cannot import our code back.
      'import/ignore': ['node_modules'],
      'import/resolver': {
        // TypeScript paths and @lull/domain first (scripts/eslint-import-resolver.cjs), then packages.
        [fileURLToPath(new URL('./scripts/eslint-import-resolver.cjs', import.meta.url))]: {},
        node: { extensions: ['.ts', '.tsx', '.js'] },
      },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-restricted-paths': [
        'error',
        {
          // Zones are relative to this file, wherever ESLint is started from.
          basePath: fileURLToPath(new URL('.', import.meta.url)),
          zones: [
            // The domain is pure and shared: it depends on nothing of the apps.
            { target: './packages/domain', from: './apps', message: 'packages/domain must stay free of app code.' },
            // Layers flow one way on the web: shared → features → app.
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            // A feature does not reach into another feature's internals.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`, './auth/api', './auth/hooks'],
              message: 'Features do not import each other (auth hooks are the shared exception).',
            })),
            // An API module's public face is its services: another module's repositories (its tables) and
            // routes are private to it. The glob's !(module) is every other module, present or future.
            ...apiModules.map((module) => ({
              target: `./apps/api/src/modules/${module}`,
              from: [`./apps/api/src/modules/!(${module})/**/*.repository.ts`, `./apps/api/src/modules/!(${module})/**/*.routes.ts`],
              message: 'Call the other module through its service: its repositories and routes are private to it.',
            })),
            // Web and API never import each other.
            { target: './apps/web', from: './apps/api' },
            { target: './apps/api', from: './apps/web' },
          ],
        },
      ],
    },
  },
  {
    // ESLint loads its import resolver with require(), so that one file is CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // No file imports itself round a circle, through any number of files: a circle in the API's modules, plugins,
    // integrations or the domain fails lint. Type-only imports are not followed (they vanish at run time); the
    // module-level check is scripts/module-circles.ts, run by `npm run lint` (decision 043).
    files: ['apps/api/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    // Drizzle's tables are one schema whose foreign keys point both ways (a review names its booking, a booking its
    // service) and are read lazily (`references(() => …)`); the module check treats the folder as one unit.
    ignores: ['apps/api/src/db/schema/**'],
    // disableScc: the shortcut graph is read from disk, and fails on a file not saved yet (an editor's, a test's probe).
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'drizzle-orm*', 'fastify*', 'react*'], message: 'The domain is pure: no I/O, no framework.' }] },
      ],
    },
  },
  {
    // Only repositories (and the db folder) talk to Drizzle; routes and services call repositories.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/*'], message: 'Use a repository: Drizzle lives in *.repository.ts.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Text people type (names, notes, reviews, replies, messages) reaches the page only as text, which React
      // escapes: nothing in the web app may hand a string to the browser as HTML (docs/SECURITY.md).
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text, not HTML: user text must never become markup.' },
        { selector: "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]", message: 'Render text, not HTML: user text must never become markup.' },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML'], CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: 'Render text, not HTML: user text must never become markup.' },
      ],
    },
  },
);
