import { describe, expect, it } from 'vitest';
import { formatMessage } from '@carevisit/core';
import { RecordNotFoundError, VisitClosedError } from '../data/index.ts';
import { deviceErrorMessage } from './device-error-text.ts';

const words = (error: unknown) => {
  const message = deviceErrorMessage(error);
  return formatMessage(message.key, message.params);
};

describe('deviceErrorMessage', () => {
  it("words a closed visit from the catalog, not the exception's text", () => {
    const error = new VisitClosedError(29);
    expect(words(error)).toBe(
      'This visit has been verified and is closed. It cannot be started or stopped again.',
    );
    expect(words(error)).not.toContain('visit 29');
  });

  it('says when the device has run out of space, which trying again alone does not mend', () => {
    expect(words(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))).toBe(
      'The change could not be saved on this device: it has run out of storage space. Please free some space and try again.',
    );
  });

  it('says a record has gone, and anything else could not be saved', () => {
    expect(words(new RecordNotFoundError('appointment', 5))).toBe('Appointment not found.');
    expect(words(new RecordNotFoundError('document', -5))).toBe('This document is not on this device.');
    expect(words(new DOMException('QuotaExceededError: the quota has been exceeded'))).toBe(
      'The change could not be saved on this device. Please try again.',
    );
  });
});
