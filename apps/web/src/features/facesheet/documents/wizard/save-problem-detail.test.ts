import { describe, expect, it } from 'vitest';
import { formatMessage } from '@carevisit/core';
import { RecordNotFoundError } from '../../../../data/index.ts';
import { saveProblemDetail } from './save-problem-detail.ts';

const words = (error: unknown) => {
  const message = saveProblemDetail(error);
  return message && formatMessage(message.key, message.params);
};

describe('saveProblemDetail', () => {
  it('names a cause the user can act on, in the catalog’s words', () => {
    expect(words(new RecordNotFoundError('document', -5))).toBe('This document is not on this device.');
    expect(words(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))).toBe(
      'This device has run out of storage space.',
    );
  });

  it("adds nothing for any other failure, and never the exception's own text", () => {
    expect(words(new Error('the document kept changing while being saved'))).toBeNull();
    expect(words('closed')).toBeNull();
  });
});
