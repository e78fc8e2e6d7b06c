import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded pages can take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
