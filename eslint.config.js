// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const element = (type, extra = {}) => ({ to: { element: { type, ...extra } } });

// The server's composition root: the only files that see every domain's routes.
const compositionRoot = '{app,server,bootstrap}{,.test}.ts';
// What any server file may import: the cross-cutting folders (db, auth, http, mail, images,
// i18n), the root files that are not the composition root, and the contracts.
const serverBase = [
  element('server-shared'),
  element('server-root', { fileInternalPath: '{config,app-context}.ts' }),
  element('contracts'),
];
// What a server domain offers the others: its services. Anything else in its folder is private.
const domainOffers = '*.service.ts';
// Tests and the fixtures they share (test/ and security/ hold nothing else).
const testCode = '*{.test,-fixtures}.ts';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.data*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One-way imports (docs/ARCHITECTURE.md, "Import boundaries"): web app -> features ->
    // components/lib; features never import each other; nothing imports the server but the server;
    // contracts import nothing of the apps; the demo shop's data is imported by the server only
    // (when it seeds) and imports nothing. In the server, a domain reaches another domain only
    // through what that domain offers (its `*.service.ts` files), and the cross-cutting folders
    // import no domain at all: only the composition root (app.ts, server.ts, bootstrap.ts) wires
    // them. Tests may also use another domain's `*-fixtures.ts`; production code may not.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-components', pattern: 'apps/web/src/components' },
        { type: 'web-lib', pattern: 'apps/web/src/lib' },
        { type: 'web-test', pattern: 'apps/web/src/test' },
        // After the folders above: what is left in src/ is its root files (main.tsx).
        { type: 'web-root', pattern: 'apps/web/src' },
        {
          type: 'server-shared',
          pattern: 'apps/server/src/{db,auth,http,mail,images,i18n,disk}',
          capture: ['folder'],
        },
        { type: 'server-test', pattern: 'apps/server/src/{test,security}' },
        { type: 'server-domain', pattern: 'apps/server/src/*', capture: ['domain'] },
        // The root files: app.ts, server.ts, bootstrap.ts (the composition root), config.ts and
        // app-context.ts.
        { type: 'server-root', pattern: 'apps/server/src' },
        { type: 'server', pattern: 'apps/server' },
        { type: 'contracts', pattern: 'packages/contracts' },
        { type: 'demo-shop', pattern: 'packages/demo-shop' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'web-root' } },
              allow: [element('web-app'), element('web-lib')],
            },
            {
              from: { element: { type: 'web-app' } },
              allow: [
                element('web-app'),
                element('web-feature'),
                element('web-components'),
                element('web-lib'),
                element('web-test'),
                element('contracts'),
              ],
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: [
                element('web-feature', { captured: { feature: '{{ from.feature }}' } }),
                element('web-components'),
                element('web-lib'),
                element('web-test'),
                element('contracts'),
              ],
            },
            {
              from: { element: { type: 'web-components' } },
              allow: [element('web-components'), element('web-lib'), element('web-test')],
            },
            {
              from: { element: { type: 'web-lib' } },
              allow: [element('web-lib'), element('web-test'), element('contracts')],
            },
            {
              from: { element: { type: 'web-test' } },
              allow: [element('web-test'), element('web-lib'), element('web-components')],
            },
            { from: { element: { type: 'server-root' } }, allow: serverBase },
            { from: { element: { type: 'server-shared' } }, allow: serverBase },
            {
              from: { element: { type: 'server-domain' } },
              allow: [
                ...serverBase,
                element('server-domain', { captured: { domain: '{{ from.domain }}' } }),
                element('server-domain', { fileInternalPath: domainOffers }),
              ],
            },
            {
              // The demo domain reads the demo shop's types; only bootstrap loads its data.
              from: { element: { type: 'server-domain', captured: { domain: 'demo' } } },
              allow: [element('demo-shop')],
            },
            {
              from: { element: { type: 'server-root', fileInternalPath: compositionRoot } },
              allow: [
                element('server-root'),
                element('server-domain', { fileInternalPath: [domainOffers, '*.routes.ts'] }),
                element('demo-shop'),
              ],
            },
            {
              from: [
                { element: { type: 'server-test' } },
                { element: { type: 'server-*', fileInternalPath: testCode } },
              ],
              allow: [
                ...serverBase,
                element('server-root'),
                element('server-test'),
                element('server-domain', { fileInternalPath: [domainOffers, '*-fixtures.ts'] }),
              ],
            },
            {
              from: { element: { type: 'server' } },
              allow: [element('server*'), element('contracts'), element('demo-shop')],
            },
            { from: { element: { type: 'contracts' } }, allow: [element('contracts')] },
            { from: { element: { type: 'demo-shop' } }, allow: [element('demo-shop')] },
          ],
        },
      ],
    },
  },
  {
    // The one plain script the browser gets as it is (public/start-app.js): a classic script.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
