import type { RefusalMessage } from '@carevisit/core';
import { refusalEntry, type RefusalEntry } from '../http/refusal-entry.ts';

/** A reason one resource of a write batch is refused; the rest of the batch goes on. */
export class ResourceRejected extends Error {
  /** The resource's errors[], one entry per reason. */
  readonly refusals: RefusalEntry[];

  constructor(messages: readonly RefusalMessage[]) {
    const refusals = messages.map((message) => refusalEntry(message));
    super(refusals.map((refusal) => refusal.message).join('\n'));
    this.refusals = refusals;
  }

  static of(message: RefusalMessage): ResourceRejected {
    return new ResourceRejected([message]);
  }
}
