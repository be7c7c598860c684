import { passkeyRefusalMessage, type MessageParams, type PasskeyRefusalCode } from '@carevisit/core';
import { HttpError } from '../../http/errors.ts';
import { refusalEntry } from '../../http/refusal-entry.ts';

/** A passkey ceremony the server will not accept, and why (core's passkeyRefusalCodes). */
export class PasskeyRefused extends Error {
  constructor(
    readonly code: PasskeyRefusalCode,
    readonly params: MessageParams = {},
  ) {
    super(code);
  }

  /** errors[]'s entry: the code, and its words. */
  private get entry() {
    return {
      code: this.code,
      ...refusalEntry({ key: passkeyRefusalMessage[this.code], params: this.params }),
    };
  }

  /** For the calls of a signed-in user: errors[] with the code. */
  toHttp(): HttpError {
    return new HttpError(this.code === 'passkey_exists' ? 409 : 400, [this.entry]);
  }

  /** For the token call: as the password grant refuses (error, error_description), with the code in errors[]. */
  toTokenFailure(): HttpError {
    const entry = this.entry;
    return new HttpError(400, [entry], { error: 'invalid_grant', error_description: entry.message });
  }
}

/** Runs a ceremony step, answering its refusal the way the call answers (never a 500 for a bad response). */
export async function answeringRefusal<T>(
  step: () => Promise<T>,
  answer: (refused: PasskeyRefused) => HttpError,
) {
  try {
    return await step();
  } catch (error) {
    if (error instanceof PasskeyRefused) throw answer(error);
    throw error;
  }
}
