import { describe, expect, it, vi } from 'vitest';
import { TransientError, type TokenSet } from '../../../data/index.ts';
import { postChangePassword } from './password-change-request.ts';

const body = { username: 'newhire', oldPassword: 'Welcome1!', newPassword: 'Garden#42x', application: 'EVV' };
const tokens = (accessToken: string): TokenSet => ({ accessToken, refreshToken: 'r', expiresAtMillis: 0 });
const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

function apiWith(current: TokenSet | null, refresh = vi.fn(() => Promise.resolve(tokens('fresh')))) {
  return { currentTokens: () => current, refresh };
}

describe('postChangePassword (spec 1 §7)', () => {
  it('posts the payload with the bearer token to the staff member’s path', async () => {
    const fetchFn = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(json(200, { result: 'success' })),
    );
    expect(await postChangePassword(apiWith(tokens('a1')), 42, body, fetchFn)).toEqual({ kind: 'changed' });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/evv/authorization/content/changePassword/42');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer a1');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('keeps the code and message of a 400 errorMessage', async () => {
    const reply = {
      errorMessage: { code: 'incorrect.password', message: 'Wrong.' },
      errors: [{ message: 'Wrong.' }],
    };
    const fetchFn = () => Promise.resolve(json(400, reply));
    expect(await postChangePassword(apiWith(tokens('a1')), 42, body, fetchFn)).toEqual({
      kind: 'refused',
      code: 'incorrect.password',
      refusal: { code: 'incorrect.password', message: 'Wrong.' },
    });
  });

  it('reads errors[] of a request the server could not read, and nothing of a broken reply', async () => {
    const invalid = () =>
      Promise.resolve(json(400, { errors: [{ message: 'The request is not valid: x' }] }));
    expect(await postChangePassword(apiWith(tokens('a1')), 42, body, invalid)).toEqual({
      kind: 'refused',
      code: null,
      refusal: { message: 'The request is not valid: x' },
    });
    const broken = () => Promise.resolve(new Response('<html>', { status: 502 }));
    expect(await postChangePassword(apiWith(tokens('a1')), 42, body, broken)).toEqual({
      kind: 'refused',
      code: null,
      refusal: null,
    });
  });

  it('renews a refused token once and sends again', async () => {
    const fetchFn = vi
      .fn<(url: string, init: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(json(401, { errors: [{ message: 'expired' }] }))
      .mockResolvedValueOnce(json(200, { result: 'success' }));
    const api = apiWith(tokens('old'));
    expect(await postChangePassword(api, 42, body, fetchFn)).toEqual({ kind: 'changed' });
    expect(api.refresh).toHaveBeenCalledOnce();
    expect((fetchFn.mock.calls[1]![1].headers as Record<string, string>).authorization).toBe('Bearer fresh');
  });

  it('tells a network failure from a refusal', async () => {
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await postChangePassword(apiWith(tokens('a1')), 42, body, down)).toEqual({ kind: 'offline' });
    const refreshDown = apiWith(
      tokens('a1'),
      vi.fn(() => Promise.reject(new TransientError('network'))),
    );
    const unauthorized = () => Promise.resolve(json(401, {}));
    expect(await postChangePassword(refreshDown, 42, body, unauthorized)).toEqual({ kind: 'offline' });
    expect(await postChangePassword(apiWith(null), 42, body, unauthorized)).toEqual({
      kind: 'refused',
      code: null,
      refusal: null,
    });
  });
});
