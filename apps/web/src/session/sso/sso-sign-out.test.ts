import { describe, expect, it } from 'vitest';
import { hasLogoutRedirectCookie } from './logout-cookie.ts';
import { isSsoSession } from './sso-sign-out.ts';

/** A Storage over a Map: Object.keys lists its items, as a browser's sessionStorage does. */
function memoryStorage(items: Record<string, string>): Storage {
  const storage = { ...items } as Record<string, string>;
  Object.defineProperties(storage, {
    getItem: { value: (key: string) => storage[key] ?? null },
    setItem: { value: (key: string, value: string) => (storage[key] = value) },
    removeItem: { value: (key: string) => delete storage[key] },
  });
  return storage as unknown as Storage;
}

describe('single sign-on sign-out (spec 1 §7)', () => {
  it("knows a tab signed in through the provider by oidc-client-ts's stored user", () => {
    expect(isSsoSession(memoryStorage({ 'oidc.user:https://idp.example:carevisit-mobile': '{}' }))).toBe(
      true,
    );
    expect(isSsoSession(memoryStorage({ 'oidc.4f2a': '{}', 'carevisit.sso.forceLogin': '1' }))).toBe(false);
  });

  it('finds its logout redirect cookie among the others', () => {
    expect(hasLogoutRedirectCookie('a=1; carevisit_sso_logout=1; b=2')).toBe(true);
    expect(hasLogoutRedirectCookie('carevisit_sso_logout=; b=2')).toBe(false);
    expect(hasLogoutRedirectCookie('')).toBe(false);
  });
});
