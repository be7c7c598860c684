import { describe, expect, it } from 'vitest';
import { isAccessDeniedState, loginFailedState, readCallbackUrl } from './callback-url.ts';

describe('the /oidc/callback query (spec 1 §2)', () => {
  it('sends error=access_denied to /loginFailed with that type, any other error without one', () => {
    expect(readCallbackUrl('?error=access_denied&state=x')).toEqual({ kind: 'error', accessDenied: true });
    expect(readCallbackUrl('?error=login_required&error_description=no')).toEqual({
      kind: 'error',
      accessDenied: false,
    });
    // An error wins over a code: the provider did not sign anyone in.
    expect(readCallbackUrl('?code=abc&state=s&error=server_error')).toEqual({
      kind: 'error',
      accessDenied: false,
    });
  });

  it('exchanges a code only when the state came back with it', () => {
    expect(readCallbackUrl('?code=abc&state=s&iss=http%3A%2F%2Fidp')).toEqual({ kind: 'code' });
    expect(readCallbackUrl('?code=abc')).toEqual({ kind: 'none' });
    expect(readCallbackUrl('')).toEqual({ kind: 'none' });
  });

  it('carries the access_denied type to /loginFailed in the router state', () => {
    expect(isAccessDeniedState(loginFailedState(true))).toBe(true);
    expect(isAccessDeniedState(loginFailedState(false))).toBe(false);
    expect(isAccessDeniedState(null)).toBe(false);
    expect(isAccessDeniedState({ type: 'other' })).toBe(false);
  });
});
