// The web-dom project's setup (components in jsdom): jest-dom's matchers, the English catalog, a local
// database in memory, a recording 2D canvas, and a clean document after every test.
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import 'vitest-canvas-mock';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setUpI18n } from '../src/i18n/i18n.ts';

await setUpI18n();

// jsdom lays nothing out: no scrolling and no box sizes to observe. A dialog scrolls to its first message, and
// the signature pad sizes its canvas to its box when that changes; here boxes never change.
Element.prototype.scrollIntoView = function scrollIntoView() {};
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
});
