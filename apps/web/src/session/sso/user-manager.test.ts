import { describe, expect, it } from 'vitest';
import { ErrorResponse, ErrorTimeout, type User } from 'oidc-client-ts';
import { SyncPausedError, TransientError } from '../../data/index.ts';
import {
  renewTokensWith,
  scopeWithRefresh,
  signInArgs,
  tokenSetOfUser,
  type RenewingManager,
} from './user-manager.ts';

const oidcUser = (fields: Partial<User>): User =>
  ({ access_token: 'access', refresh_token: 'refresh', expires_at: 1_900_000_000, ...fields }) as User;

describe('the single sign-on user manager', () => {
  it('asks for offline_access (a refresh token) only when the provider supports it', () => {
    expect(scopeWithRefresh('openid profile', ['openid', 'offline_access', 'profile'])).toBe(
      'openid profile offline_access',
    );
    expect(scopeWithRefresh('openid profile', ['openid', 'profile'])).toBe('openid profile');
    expect(scopeWithRefresh('openid  profile', undefined)).toBe('openid profile');
    expect(scopeWithRefresh('openid offline_access', ['offline_access'])).toBe('openid offline_access');
  });

  it('asks for consent with offline access, and for the login form again after a failed sign-in', () => {
    expect(signInArgs('openid profile', false)).toEqual({ scope: 'openid profile' });
    expect(signInArgs('openid profile', true)).toEqual({ scope: 'openid profile', prompt: 'login' });
    expect(signInArgs('openid offline_access', false)).toEqual({
      scope: 'openid offline_access',
      prompt: 'consent',
    });
    expect(signInArgs('openid offline_access', true)).toEqual({
      scope: 'openid offline_access',
      prompt: 'login consent',
    });
  });

  it("turns the provider's user into the data layer's token set", () => {
    expect(tokenSetOfUser(oidcUser({}))).toEqual({
      accessToken: 'access',
      refreshToken: 'refresh',
      expiresAtMillis: 1_900_000_000_000,
    });
    // No refresh token, no known expiry: the server's 401 is what starts a renewal.
    expect(tokenSetOfUser(oidcUser({ refresh_token: undefined, expires_at: undefined }))).toEqual({
      accessToken: 'access',
      refreshToken: '',
      expiresAtMillis: Number.MAX_SAFE_INTEGER,
    });
  });
});

describe('renewing a single sign-on session (ApiClient renewTokens)', () => {
  const current = { accessToken: 'old', refreshToken: 'refresh', expiresAtMillis: 0 };

  function manager(stored: User | null, silent: () => Promise<User | null>) {
    const calls = { silent: 0, removed: 0 };
    const fake: RenewingManager = {
      getUser: () => Promise.resolve(stored),
      signinSilent: () => {
        calls.silent++;
        return silent();
      },
      removeUser: () => {
        calls.removed++;
        return Promise.resolve();
      },
    };
    return { fake, calls };
  }

  it("uses the provider's refresh token grant and hands back the new tokens", async () => {
    const { fake, calls } = manager(oidcUser({}), () =>
      Promise.resolve(oidcUser({ access_token: 'new', refresh_token: 'rotated', expires_at: 1_900_000_600 })),
    );
    await expect(renewTokensWith(fake)(current)).resolves.toEqual({
      accessToken: 'new',
      refreshToken: 'rotated',
      expiresAtMillis: 1_900_000_600_000,
    });
    expect(calls.silent).toBe(1);
  });

  it('ends the session without trying a hidden frame when there is no refresh token', async () => {
    const { fake, calls } = manager(oidcUser({ refresh_token: undefined }), () => Promise.resolve(null));
    const failure = await renewTokensWith(fake)(current).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SyncPausedError);
    expect((failure as SyncPausedError).reason).toBe('refreshFailed');
    expect(calls.silent).toBe(0);
  });

  it('ends the session and forgets the user when the provider refuses the refresh token', async () => {
    const { fake, calls } = manager(oidcUser({}), () =>
      Promise.reject(
        new ErrorResponse({ error: 'invalid_grant', error_description: 'grant request is invalid' }),
      ),
    );
    const failure = await renewTokensWith(fake)(current).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SyncPausedError);
    expect((failure as SyncPausedError).reason).toBe('refreshFailed');
    expect(calls.removed).toBe(1);
  });

  it('keeps the session when the provider cannot be reached or is busy (tried again later)', async () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new ErrorTimeout('timed out'),
      new ErrorResponse({ error: 'temporarily_unavailable' }),
    ]) {
      const { fake, calls } = manager(oidcUser({}), () => Promise.reject(error));
      await expect(renewTokensWith(fake)(current)).rejects.toBeInstanceOf(TransientError);
      expect(calls.removed).toBe(0);
    }
  });
});
