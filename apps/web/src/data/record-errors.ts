import type { Message } from '@carevisit/core';
import type { RecordId } from './record-types.ts';

/** What the user is told of a missing record, by its table: a document in its own words, else an appointment's. */
const MISSING_BY_TABLE: Readonly<Record<string, Message>> = {
  document: { key: 'serviceDocuments.notFound' },
};

/** A local record a screen asked for is not (or no longer) on the device. */
export class RecordNotFoundError extends Error {
  override readonly name = 'RecordNotFoundError';
  readonly userMessage: Message;
  constructor(
    readonly table: string,
    readonly id: RecordId,
  ) {
    super(`${table} ${String(id)} is not on this device`);
    this.userMessage = MISSING_BY_TABLE[table] ?? { key: 'appointment.notFound' };
  }
}
