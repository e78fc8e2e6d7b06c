import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The storefront's messages: English is the source (the spec's texts, written in the code with
 * Lingui's macros), Hindi the translation. One catalogue per language per feature, beside the
 * feature (`src/features/cart/locales/hi.po`); the app's shell, shared components and lib in
 * `src/app/locales/`. `npm run messages -w apps/web` finds new and changed texts and adds them
 * to every catalogue; docs/TRANSLATING.md says how to translate them. The admin area stays
 * English and has no catalogues.
 *
 * The contracts' validation messages (shared with the server) are keyed by their English text:
 * packages/contracts/src/locales/hi.po, read here for the forms and by the server for its answers.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['<rootDir>/src/features/admin-*/**'],
    },
    {
      path: '<rootDir>/src/app/locales/{locale}',
      include: ['<rootDir>/src/app/', '<rootDir>/src/components/', '<rootDir>/src/lib/'],
    },
  ],
});
