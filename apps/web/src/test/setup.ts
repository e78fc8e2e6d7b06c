import { cleanup, configure } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach } from 'vitest';

// The app's messages in English, as an English page has them (test/render-with-providers.tsx
// renders with this instance; a Hindi test loads the Hindi catalogue itself).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// Lazily loaded pages can take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
