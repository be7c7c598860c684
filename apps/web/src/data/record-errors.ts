import type { Message } from '@carevisit/core';
import type { RecordId } from './record-types.ts';

/** A local record a screen asked for is not (or no longer) on the device. */
export class RecordNotFoundError extends Error {
  override readonly name = 'RecordNotFoundError';
  readonly userMessage: Message = { key: 'appointment.notFound' };
  constructor(
    readonly table: string,
    readonly id: RecordId,
  ) {
    super(`${table} ${String(id)} is not on this device`);
  }
}
