import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ApiClient } from '../../data/api-client.ts';
import { switchLanguage } from '../../i18n/i18n.ts';
import { keepLanguage } from '../../i18n/language-choice.ts';
import { sendUnsentLanguage, settleLanguageAtSignIn } from './language-sync.ts';

// Issue 33 item 3: the device's language and the server's, after a sign-in and after a choice. (A .tsx test only
// for the web-dom project's jsdom: localStorage and the page's lang.)

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** An API client signed in to a server that keeps what it is sent, or one that cannot be reached. */
function serverApi(reachable = true) {
  const calls: Call[] = [];
  const api = new ApiClient({
    baseUrl: 'https://server.test',
    clientId: 'web',
    clientSecret: 'secret',
    tokens: { accessToken: 'access', refreshToken: 'refresh', expiresAtMillis: Date.now() + 600_000 },
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url).pathname;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      calls.push({ method: init?.method ?? 'GET', path, body });
      if (!reachable) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(Response.json(body));
    },
  });
  return { api, calls };
}

afterEach(async () => {
  localStorage.clear();
  await switchLanguage('en');
});

describe('after an online sign-in', () => {
  it("takes the server's language on a device where nobody chose one", async () => {
    const { api, calls } = serverApi();
    await settleLanguageAtSignIn(api, 'es');
    expect(i18next.resolvedLanguage).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('carevisit.language')).toBe('es');
    expect(localStorage.getItem('carevisit.language.unsent')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('keeps the device as it is when the server has none', async () => {
    const { api, calls } = serverApi();
    keepLanguage('es', false);
    await switchLanguage('es');
    await settleLanguageAtSignIn(api, null);
    expect(i18next.resolvedLanguage).toBe('es');
    expect(calls).toEqual([]);
  });

  it("sends a choice made on this device before it, which wins over the server's", async () => {
    const { api, calls } = serverApi();
    keepLanguage('es', true);
    await switchLanguage('es');
    await settleLanguageAtSignIn(api, 'en');
    expect(calls).toEqual([{ method: 'PUT', path: '/evv/user/language', body: { language: 'es' } }]);
    expect(i18next.resolvedLanguage).toBe('es');
    expect(localStorage.getItem('carevisit.language.unsent')).toBeNull();
  });
});

describe('a choice made without a connection', () => {
  it('stays on the device, marked, and goes once the server can be reached', async () => {
    const offline = serverApi(false);
    keepLanguage('es', true);
    await sendUnsentLanguage(offline.api);
    expect(offline.calls).toHaveLength(1);
    expect(localStorage.getItem('carevisit.language.unsent')).toBe('es');

    const online = serverApi();
    await sendUnsentLanguage(online.api);
    expect(online.calls).toEqual([{ method: 'PUT', path: '/evv/user/language', body: { language: 'es' } }]);
    expect(localStorage.getItem('carevisit.language.unsent')).toBeNull();
    await sendUnsentLanguage(online.api);
    expect(online.calls).toHaveLength(1);
  });
});
