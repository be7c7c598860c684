import { describe, expect, it, vi } from 'vitest';
import { ATTENDED_CALL_TIMEOUT_MS, ApiClient } from './api-client.ts';
import { LoginError, RequestRejectedError, SyncPausedError, TransientError } from './api-errors.ts';
import { retryAfterMs } from './retry-after.ts';
import type { TokenSet } from './token-set.ts';
import { FakeEvvServer, json } from './testing/fake-evv-server.ts';

const NOW = Date.parse('2030-01-10T15:00:00.000Z');
const clock = () => NOW;

function client(server: FakeEvvServer, tokens?: TokenSet | null) {
  const seen: (TokenSet | null)[] = [];
  const api = new ApiClient(
    server.clientOptions({
      now: clock,
      onTokens: (t) => void seen.push(t),
      ...(tokens !== undefined ? { tokens } : {}),
    }),
  );
  return { api, seen };
}

describe('ApiClient: sign-in', () => {
  it('logs in form-encoded with basic client credentials and keeps the tokens', async () => {
    const server = new FakeEvvServer();
    const { api, seen } = client(server, null);
    const tokens = await api.login({ account: 'acme', username: 'alice', password: 'right' });
    expect(tokens).toEqual({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      expiresAtMillis: NOW + 900_000,
    });
    expect(server.calls[0]).toMatchObject({
      path: '/evv/authorization/oauth/token',
      body: { grant_type: 'password', account: 'acme', username: 'alice', password: 'right' },
      authorization: `Basic ${btoa('carevisit-web:secret')}`,
    });
    expect(seen).toEqual([tokens]);
  });

  it('turns a refused login into a LoginError with the OAuth error fields', async () => {
    const server = new FakeEvvServer();
    const { api } = client(server, null);
    const refused = api.login({ account: 'acme', username: 'alice', password: 'wrong' });
    await expect(refused).rejects.toBeInstanceOf(LoginError);
    await expect(refused).rejects.toMatchObject({ status: 400, error: 'invalid_grant' });
    server.failNext(/token/, {
      status: 429,
      body: { error: 'login_disabled', error_description: 'x', retry_after: 180 },
    });
    await expect(api.login({ account: 'a', username: 'b', password: 'right' })).rejects.toMatchObject({
      name: 'LoginError',
      retryAfterSeconds: 180,
    });
  });
});

describe('ApiClient: a server that never answers', () => {
  /** A fetch whose request is never answered; only its abort ends it. */
  const unanswered: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('gives up a sign-in call after ATTENDED_CALL_TIMEOUT_MS as a service failure; sync calls keep waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const options = new FakeEvvServer().clientOptions({ fetch: unanswered });
      const settled: string[] = [];
      const login = new ApiClient({ ...options, tokens: null })
        .login({ account: 'acme', username: 'alice', password: 'right' })
        .catch((error: unknown) => error)
        .finally(() => settled.push('login'));
      const pinRead = new ApiClient(options)
        .call('readOfflinePin')
        .catch((error: unknown) => error)
        .finally(() => settled.push('pin'));
      void new ApiClient(options).read('client').finally(() => settled.push('read'));

      await vi.advanceTimersByTimeAsync(ATTENDED_CALL_TIMEOUT_MS - 1);
      expect(settled).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      for (const failure of [await login, await pinRead]) {
        expect(failure).toBeInstanceOf(TransientError);
        expect((failure as TransientError).reason).toBe('server');
      }
      await vi.advanceTimersByTimeAsync(10 * ATTENDED_CALL_TIMEOUT_MS);
      expect(settled).toEqual(['login', 'pin']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ApiClient: a reply that stalls after its headers', () => {
  /** A fetch that answers at once with the start of a body that never ends; only its abort ends it. */
  const stalled: typeof fetch = (_input, init) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"access_token":"'));
        init?.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('aborted', 'AbortError')),
        );
      },
    });
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };

  it('gives up a sign-in whose reply stops coming after ATTENDED_CALL_TIMEOUT_MS, as a service failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const options = new FakeEvvServer().clientOptions({ fetch: stalled });
      let settled = false;
      const login = new ApiClient({ ...options, tokens: null })
        .login({ account: 'acme', username: 'alice', password: 'right' })
        .catch((error: unknown) => error)
        .finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(ATTENDED_CALL_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const failure = await login;
      expect(failure).toBeInstanceOf(TransientError);
      expect((failure as TransientError).reason).toBe('server');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ApiClient: spec 1 §8 error handling', () => {
  it('a network failure is transient', async () => {
    const server = new FakeEvvServer();
    server.failNext(/read/, 'network');
    const error = await client(server)
      .api.read('client')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransientError);
    expect(error).toMatchObject({ reason: 'network', status: null });
  });

  it('status 500 and above is transient', async () => {
    const server = new FakeEvvServer();
    server.failNext(/read/, { status: 503 });
    await expect(client(server).api.read('client')).rejects.toMatchObject({ reason: 'server', status: 503 });
  });

  it('429 is transient and carries Retry-After, in seconds or as a date', async () => {
    const server = new FakeEvvServer();
    server.failNext(/read/, { status: 429, headers: { 'retry-after': '7' } });
    server.failNext(/read/, {
      status: 429,
      headers: { 'retry-after': new Date(NOW + 30_000).toUTCString() },
    });
    const { api } = client(server);
    await expect(api.read('client')).rejects.toMatchObject({ reason: 'rateLimited', retryAfterMs: 7000 });
    await expect(api.read('client')).rejects.toMatchObject({ reason: 'rateLimited', retryAfterMs: 30_000 });
    expect(retryAfterMs(null, NOW)).toBeNull();
    expect(retryAfterMs('soon', NOW)).toBeNull();
  });

  it('a 4xx with errors[] is permanent and carries the server messages', async () => {
    const server = new FakeEvvServer();
    server.failNext(/write/, { status: 400, body: { errors: [{ message: 'The request is not valid: x' }] } });
    const error = await client(server)
      .api.write('writeAuditEvents', { deviceId: 'device-0001', resources: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestRejectedError);
    expect(error).toMatchObject({ status: 400, refusals: [{ message: 'The request is not valid: x' }] });
  });

  it('a reply that breaks the contract is transient, never trusted', async () => {
    const server = new FakeEvvServer();
    server.failNext(/read/, { status: 200, body: { rows: [] } });
    await expect(client(server).api.read('client')).rejects.toMatchObject({ reason: 'badReply' });
  });
});

describe('ApiClient: tokens', () => {
  it('a 401 refreshes once, with one refresh shared by every concurrent caller', async () => {
    const server = new FakeEvvServer();
    const { api, seen } = client(server);
    server.accessToken = 'rotated-on-server'; // every call with the old token now gets 401
    const reads = await Promise.all(Array.from({ length: 6 }, () => api.read('program')));
    expect(reads).toHaveLength(6);
    expect(server.refreshCount).toBe(1);
    expect(seen).toHaveLength(1);
    const retried = server.calls.filter(
      (c) => c.path === '/evv/read/program' && c.authorization === `Bearer ${server.accessToken}`,
    );
    expect(retried).toHaveLength(6);
  });

  it('a caller whose 401 comes after the refresh finished uses the new token without refreshing again', async () => {
    const server = new FakeEvvServer();
    const { api } = client(server);
    server.accessToken = 'rotated';
    await api.read('program');
    await api.read('program');
    expect(server.refreshCount).toBe(1);
  });

  it('refreshes an expired token before the call (spec 1 §4 Token handling)', async () => {
    const server = new FakeEvvServer();
    const { api } = client(server, {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiresAtMillis: NOW - 1,
    });
    await api.read('program');
    expect(server.calls.map((c) => c.path)).toEqual(['/evv/authorization/oauth/token', '/evv/read/program']);
  });

  it('a refused refresh clears the tokens and pauses with a typed error', async () => {
    const server = new FakeEvvServer();
    server.refreshWorks = false;
    const { api, seen } = client(server);
    server.accessToken = 'rotated';
    const results = await Promise.allSettled([api.read('program'), api.read('activity')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(SyncPausedError);
    }
    expect(server.refreshCount).toBe(1);
    expect(api.currentTokens()).toBeNull();
    expect(seen).toEqual([null]);
    await expect(api.read('program')).rejects.toMatchObject({ reason: 'signedOut' });
  });

  it('a refresh that meets a network failure keeps the tokens (transient)', async () => {
    const server = new FakeEvvServer();
    const { api } = client(server);
    server.accessToken = 'rotated';
    server.failNext(/token/, 'network');
    await expect(api.read('program')).rejects.toBeInstanceOf(TransientError);
    expect(api.currentTokens()).not.toBeNull();
    await api.read('program');
  });

  it('revokes at sign-out and forgets the tokens even when offline', async () => {
    const server = new FakeEvvServer();
    const { api } = client(server);
    server.failNext(/revoke/, 'network');
    await api.revoke();
    expect(api.currentTokens()).toBeNull();
    expect(server.calls.at(-1)).toMatchObject({
      path: '/evv/authorization/oauth/revoke',
      body: { token: 'refresh-1' },
    });
  });

  it('reads the user without a content type', async () => {
    const server = new FakeEvvServer();
    let contentType: string | null = 'unset';
    const api = new ApiClient(
      server.clientOptions({
        fetch: (input, init) => {
          contentType = new Headers(init?.headers).get('content-type');
          return Promise.resolve(json({ nope: true }));
        },
      }),
    );
    await expect(api.call('currentUser')).rejects.toBeInstanceOf(TransientError);
    expect(contentType).toBe('application/json');
  });
});

describe('ApiClient: GET calls (address search)', () => {
  const SEARCH = '/evv/search/12%20Haddon.json?countrySet=US&typeahead=true';
  const search = (api: ApiClient) =>
    api.call('searchAddresses', {
      params: { '*': '12%20Haddon.json' },
      body: { countrySet: 'US', typeahead: 'true' },
    });

  it('sends a GET with the bearer token and no body, and gives back the JSON', async () => {
    const server = new FakeEvvServer();
    const seen: { url: string; method: string | undefined; body: unknown; authorization: string | null }[] =
      [];
    const api = new ApiClient(
      server.clientOptions({
        fetch: (input, init) => {
          seen.push({
            url: input instanceof Request ? input.url : input.toString(),
            method: init?.method,
            body: init?.body,
            authorization: new Headers(init?.headers).get('authorization'),
          });
          return Promise.resolve(json({ results: [] }));
        },
      }),
    );
    await expect(search(api)).resolves.toEqual({ results: [] });
    expect(seen).toEqual([
      { url: `http://evv.test${SEARCH}`, method: 'GET', body: null, authorization: 'Bearer access-1' },
    ]);
  });

  it('refreshes the token once on a 401, like every other call', async () => {
    const server = new FakeEvvServer();
    const { api } = client(server);
    server.accessToken = 'rotated-elsewhere';
    server.hook = (call) =>
      call.path.startsWith('/evv/search/') && call.authorization === `Bearer ${server.accessToken}`
        ? json({ results: [] })
        : undefined;
    await expect(search(api)).resolves.toEqual({ results: [] });
    expect(server.refreshCount).toBe(1);
  });

  it('raises the same typed errors: rejected with the server messages, or transient', async () => {
    const server = new FakeEvvServer();
    const { api } = client(server);
    await expect(search(api)).rejects.toMatchObject({ name: 'RequestRejectedError', status: 404 });
    server.failNext(/search/, { status: 503 });
    await expect(search(api)).rejects.toBeInstanceOf(TransientError);
  });
});
