import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setEmbeddedAppForTesting } from '../lib/embedded.ts';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // Embedded use is decided once per page; every test decides again from its own address.
  setEmbeddedAppForTesting(null);
});
