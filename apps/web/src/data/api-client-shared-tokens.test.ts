import { describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.ts';
import type { SharedTokens } from './api-client-options.ts';
import type { TokenSet } from './token-set.ts';
import { FakeEvvServer } from './testing/fake-evv-server.ts';

const NOW = Date.parse('2030-01-10T15:00:00.000Z');
const expired: TokenSet = { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAtMillis: NOW - 1 };

/** What the session vault and a Web Lock give the tabs of one browser: one kept token set, one refresh at a time. */
function sharedStore(initial: TokenSet) {
  let kept: TokenSet | null = initial;
  let queue: Promise<unknown> = Promise.resolve();
  const shared: SharedTokens = {
    exclusive: <T>(work: () => Promise<T>) => {
      const run = queue.then(work);
      queue = run.catch(() => undefined);
      return run;
    },
    kept: () => Promise.resolve(kept),
  };
  const tab = (server: FakeEvvServer) =>
    new ApiClient(
      server.clientOptions({
        now: () => NOW,
        tokens: initial,
        sharedTokens: shared,
        onTokens: (tokens) => {
          kept = tokens;
        },
      }),
    );
  return { tab, kept: () => kept };
}

describe('ApiClient: tokens shared by tabs (issue 17)', () => {
  it('two tabs with an expired token refresh once; the second takes the first one’s new tokens', async () => {
    const server = new FakeEvvServer();
    server.refreshToken = expired.refreshToken;
    const store = sharedStore(expired);
    const first = store.tab(server);
    const second = store.tab(server);

    await Promise.all([first.read('appointment'), second.read('appointment')]);
    // Presenting refresh-1 twice would be theft to the server (rotation): it was presented once.
    expect(server.refreshCount).toBe(1);
    expect(first.currentTokens()).toEqual(store.kept());
    expect(second.currentTokens()).toEqual(store.kept());
    const bearers = server.calls
      .filter((call) => call.path === '/evv/read/appointment')
      .map((call) => call.authorization);
    expect(bearers).toEqual([`Bearer ${server.accessToken}`, `Bearer ${server.accessToken}`]);
  });

  it('without sharing, the second tab presents the rotated refresh token again and is refused', async () => {
    const server = new FakeEvvServer();
    server.refreshToken = expired.refreshToken;
    const first = new ApiClient(server.clientOptions({ now: () => NOW, tokens: expired }));
    const second = new ApiClient(server.clientOptions({ now: () => NOW, tokens: expired }));
    await first.read('appointment');
    await expect(second.read('appointment')).rejects.toMatchObject({ reason: 'refreshFailed' });
  });
});
