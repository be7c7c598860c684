import { describe, expect, it } from 'vitest';
import { signInKindOf } from './host-kind.ts';

describe('signInKindOf (spec 1 §1 host kinds)', () => {
  it('uses the password page on evv hosts and single sign-on on mobile hosts, whatever the default', () => {
    expect(signInKindOf('evv.localhost', 'sso')).toBe('password');
    expect(signInKindOf('EVV-demo.example.org', 'sso')).toBe('password');
    expect(signInKindOf('mobile.localhost', 'password')).toBe('sso');
  });

  it("falls back to the server's default on any other host", () => {
    expect(signInKindOf('localhost', 'password')).toBe('password');
    expect(signInKindOf('app.example.org', 'sso')).toBe('sso');
    expect(signInKindOf('myevv.example.org', 'sso')).toBe('sso');
  });
});
