import { cleanup, configure } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach } from 'vitest';

// The app's messages in English, as an English page has them (test/render-with-providers.tsx
// renders with this instance; a Hindi test loads the Hindi catalogue itself).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// Lazily loaded pages can take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Test files share one page (vite.config.ts: isolate: false), so each test leaves it as a new
// page would be: nothing rendered, nothing stored, at /, untitled, in English.
afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  for (const key of Object.keys(document.documentElement.dataset)) {
    delete document.documentElement.dataset[key];
  }
  document.body.removeAttribute('style');
  if (i18n.locale !== 'en') i18n.activate('en');
});
