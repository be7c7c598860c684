import { describe, expect, it, vi } from 'vitest';
import { ApiClient, type TokenSet } from '../../../data/index.ts';
import { postChangePassword } from './password-change-request.ts';

const body = { username: 'newhire', oldPassword: 'Welcome1!', newPassword: 'Garden#42x', application: 'EVV' };
const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
const FRESH = { access_token: 'fresh', refresh_token: 'r2', expires_in: 3600, token_type: 'bearer' };

type Answer = (url: string, init: RequestInit) => Promise<Response>;

/** A client over `answer` for the call, whose token renewals the server grants (or `renewal`, when given). */
function apiAnswering(answer: Answer, options: { tokens?: TokenSet | null; renewal?: Answer } = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/oauth/token'))
      return (options.renewal ?? (() => Promise.resolve(json(200, FRESH))))(url, init);
    calls.push({ url, init });
    return answer(url, init);
  });
  const tokens =
    options.tokens === undefined
      ? { accessToken: 'a1', refreshToken: 'r', expiresAtMillis: 8e15 }
      : options.tokens;
  const api = new ApiClient({
    baseUrl: 'http://evv.test',
    clientId: 'web',
    clientSecret: 's',
    fetch: fetchFn,
    tokens,
  });
  return { api, calls };
}

describe('postChangePassword (spec 1 §7)', () => {
  it('posts the payload with the bearer token to the staff member’s path', async () => {
    const { api, calls } = apiAnswering(() => Promise.resolve(json(200, { result: 'success' })));
    expect(await postChangePassword(api, 42, body)).toEqual({ kind: 'changed' });
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('http://evv.test/evv/authorization/content/changePassword/42');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer a1');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('keeps the code and message of a 400 errorMessage', async () => {
    const refused = {
      code: 'incorrect.password',
      key: 'changePassword.incorrectPassword',
      params: {},
      message: 'Wrong.',
    };
    const reply = { errorMessage: refused, errors: [refused] };
    const { api } = apiAnswering(() => Promise.resolve(json(400, reply)));
    expect(await postChangePassword(api, 42, body)).toEqual({
      kind: 'refused',
      code: 'incorrect.password',
      refusal: refused,
    });
  });

  it('reads errors[] of a request the server could not read, and nothing of a broken reply', async () => {
    const invalid = apiAnswering(() =>
      Promise.resolve(json(400, { errors: [{ message: 'The request is not valid: x' }] })),
    );
    expect(await postChangePassword(invalid.api, 42, body)).toEqual({
      kind: 'refused',
      code: null,
      refusal: { message: 'The request is not valid: x' },
    });
    const broken = apiAnswering(() => Promise.resolve(new Response('<html>', { status: 502 })));
    expect(await postChangePassword(broken.api, 42, body)).toEqual({
      kind: 'refused',
      code: null,
      refusal: null,
    });
  });

  it('renews a refused token once and sends again', async () => {
    const answers = [json(401, { errors: [{ message: 'expired' }] }), json(200, { result: 'success' })];
    const { api, calls } = apiAnswering(() => Promise.resolve(answers.shift()!));
    expect(await postChangePassword(api, 42, body)).toEqual({ kind: 'changed' });
    expect(calls).toHaveLength(2);
    expect((calls[1]!.init.headers as Record<string, string>).authorization).toBe('Bearer fresh');
  });

  it('tells a network failure from a refusal', async () => {
    const down = apiAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await postChangePassword(down.api, 42, body)).toEqual({ kind: 'offline' });
    const unauthorized = () => Promise.resolve(json(401, {}));
    const renewalDown = apiAnswering(unauthorized, {
      renewal: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await postChangePassword(renewalDown.api, 42, body)).toEqual({ kind: 'offline' });
    const signedOut = apiAnswering(unauthorized, { tokens: null });
    expect(await postChangePassword(signedOut.api, 42, body)).toEqual({
      kind: 'refused',
      code: null,
      refusal: null,
    });
  });
});
