import { formatMessage, type Message } from '@carevisit/core';

/** A reason one resource of a write batch is refused; the rest of the batch goes on. */
export class ResourceRejected extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('\n'));
  }

  static of(message: Message): ResourceRejected {
    return new ResourceRejected([formatMessage(message.key, message.params)]);
  }
}
