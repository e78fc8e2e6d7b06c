// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const element = (type, extra = {}) => ({ to: { element: { type, ...extra } } });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    // One-way imports (STYLE.md): web app -> features -> components/lib; features never import
    // each other; nothing imports the server but the server; contracts import nothing of the apps;
    // the demo shop's data is imported by the server only (when it seeds) and imports nothing.
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
            {
              from: { element: { type: 'server' } },
              allow: [element('server'), element('contracts'), element('demo-shop')],
            },
            { from: { element: { type: 'contracts' } }, allow: [element('contracts')] },
            { from: { element: { type: 'demo-shop' } }, allow: [element('demo-shop')] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
