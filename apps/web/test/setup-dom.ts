// The web-dom project's setup (components in jsdom): jest-dom's matchers, the English catalog, a local
// database in memory, and a clean document after every test.
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setUpI18n } from '../src/i18n/i18n.ts';

await setUpI18n();

afterEach(() => {
  cleanup();
});
