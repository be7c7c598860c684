import { changePasswordResponse, refusal, type ChangePasswordRequest, type Refusal } from '@carevisit/core';
import { TransientError, type ApiClient } from '../../../data/index.ts';

/** What the changePassword call came to. A refusal keeps the server's code, which decides where it shows. */
export type ChangePasswordReply =
  | { kind: 'changed' }
  | { kind: 'refused'; code: string | null; refusal: Refusal | null }
  | { kind: 'offline' };

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * spec 1 §7 POST /evv/authorization/content/changePassword/{staffId}: `result`, or `errorMessage` with code
 * and message (a 400). ApiClient.callJson turns a 400 into its messages only and loses the code that spec 1
 * §8 places by, so this call reads the reply itself. A refused token is renewed once, as the client would.
 */
export async function postChangePassword(
  api: Pick<ApiClient, 'currentTokens' | 'refresh'>,
  staffId: number,
  body: ChangePasswordRequest,
  fetchFn: Fetch = (input, init) => globalThis.fetch(input, init),
): Promise<ChangePasswordReply> {
  const send = (accessToken: string) =>
    fetchFn(`/evv/authorization/content/changePassword/${staffId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const tokens = api.currentTokens();
  if (!tokens) return { kind: 'refused', code: null, refusal: null };
  let response: Response;
  try {
    response = await send(tokens.accessToken);
    if (response.status === 401) response = await send((await api.refresh()).accessToken);
  } catch (error) {
    const offline =
      error instanceof TypeError || (error instanceof TransientError && error.reason === 'network');
    // A renewal the server refused is no network failure: the fallback message says it.
    return offline ? { kind: 'offline' } : { kind: 'refused', code: null, refusal: null };
  }
  return replyOf(response.ok, await response.json().catch(() => null));
}

function replyOf(ok: boolean, body: unknown): ChangePasswordReply {
  const parsed = changePasswordResponse.safeParse(body);
  if (parsed.success) {
    if ('errorMessage' in parsed.data) {
      const { errorMessage } = parsed.data;
      return { kind: 'refused', code: errorMessage.code, refusal: errorMessage };
    }
    return ok ? { kind: 'changed' } : { kind: 'refused', code: null, refusal: null };
  }
  // A request the server could not read at all answers errors[] only (spec 1 §7).
  const errors = (body as { errors?: unknown[] } | null)?.errors;
  const first = refusal.safeParse(Array.isArray(errors) ? errors[0] : undefined);
  return { kind: 'refused', code: null, refusal: first.success ? first.data : null };
}
