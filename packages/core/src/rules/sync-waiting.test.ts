import { describe, expect, it } from 'vitest';
import { asksAtSignIn, waitsToBeSent, type OutboundChange } from './sync-waiting.ts';

const change = (kind: OutboundChange['kind'], syncState: OutboundChange['syncState']): OutboundChange => ({
  kind,
  syncState,
});

describe('asksAtSignIn', () => {
  it("asks only for the user's own records, never for activity records (issue 20 §5)", () => {
    expect(asksAtSignIn(change('userData', 'dirty'))).toBe(true);
    expect(asksAtSignIn(change('userData', 'error'))).toBe(true);
    expect(asksAtSignIn(change('activity', 'dirty'))).toBe(false);
    expect(asksAtSignIn(change('activity', 'error'))).toBe(false);
  });
});

describe('waitsToBeSent', () => {
  it("counts the user's records in every state, online or not", () => {
    for (const state of ['dirty', 'pending', 'error'] as const) {
      expect(waitsToBeSent(change('userData', state), true)).toBe(true);
      expect(waitsToBeSent(change('userData', state), false)).toBe(true);
    }
  });

  it('counts activity records online only once the server refused them', () => {
    expect(waitsToBeSent(change('activity', 'dirty'), true)).toBe(false);
    expect(waitsToBeSent(change('activity', 'pending'), true)).toBe(false);
    expect(waitsToBeSent(change('activity', 'error'), true)).toBe(true);
  });

  it('counts activity records offline, where nothing can go', () => {
    expect(waitsToBeSent(change('activity', 'dirty'), false)).toBe(true);
    expect(waitsToBeSent(change('activity', 'pending'), false)).toBe(true);
  });
});
