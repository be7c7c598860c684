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

// jsdom gives the tests their own realm: a structured clone (fake-indexeddb's storage) returns typed arrays of
// Node's realm, which Dexie's update() does not recognise as binary and copies as plain objects. In a browser there
// is one realm; here stored bytes are brought back into the tests' realm.
type TypedArrayName =
  'Uint8Array' | 'Uint16Array' | 'Uint32Array' | 'Int8Array' | 'Int16Array' | 'Int32Array';
const nodeClone = globalThis.structuredClone;
const intoThisRealm = (value: unknown): unknown => {
  if (ArrayBuffer.isView(value)) {
    const View = globalThis[value.constructor.name as TypedArrayName];
    return value instanceof View ? value : new View(value as unknown as ArrayLike<number>);
  }
  if (Array.isArray(value)) return value.map(intoThisRealm);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = intoThisRealm(record[key]);
  }
  return value;
};
globalThis.structuredClone = (value, options) => intoThisRealm(nodeClone(value, options)) as typeof value;

afterEach(() => {
  cleanup();
});
