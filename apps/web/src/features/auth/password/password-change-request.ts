import type { ChangePasswordRequest, Refusal } from '@carevisit/core';
import { RequestRejectedError, TransientError, type ApiClient } from '../../../data/index.ts';

/** What the changePassword call came to. A refusal keeps the server's code, which decides where it shows. */
export type ChangePasswordReply =
  | { kind: 'changed' }
  | { kind: 'refused'; code: string | null; refusal: Refusal | null }
  | { kind: 'offline' };

/**
 * spec 1 §7 POST /evv/authorization/content/changePassword/{staffId} (core's calls.ts changePassword):
 * `result`, or a 400 whose errors[0] (as its errorMessage) carries one of changePasswordCodes, which spec 1 §8
 * places the message by. A request the server could not read answers errors[] without a code.
 */
export async function postChangePassword(
  api: Pick<ApiClient, 'call'>,
  staffId: number,
  body: ChangePasswordRequest,
): Promise<ChangePasswordReply> {
  try {
    await api.call('changePassword', { params: { id: String(staffId) }, body });
    return { kind: 'changed' };
  } catch (error) {
    if (error instanceof RequestRejectedError) {
      const refusal = error.refusals[0] ?? null;
      return { kind: 'refused', code: refusal?.code ?? null, refusal };
    }
    // A renewal the server refused, or a broken reply, is no network failure: the fallback message says it.
    if (error instanceof TransientError && error.reason === 'network') return { kind: 'offline' };
    return { kind: 'refused', code: null, refusal: null };
  }
}
