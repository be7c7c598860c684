import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import { evvStatuses, evvStatusText, sandataExceptionText } from './evv-status.ts';
import fixture from '../../../../fixtures/evv/ct-sandata-altevv-v1.5-visit-fields-and-codes.json' with { type: 'json' };

describe('EVV status words', () => {
  it('names every status in plain words', () => {
    expect(evvStatuses.map((status) => formatMessage(evvStatusText(status).key))).toEqual([
      'Needs attention',
      'Ready to send',
      'Sent',
      'Accepted',
      'Rejected',
    ]);
  });

  it.each(Object.keys(fixture.exceptions))('says what Sandata exception %s means and what to do', (code) => {
    const message = sandataExceptionText(code);
    expect(message.key).not.toBe('evvException.other');
    expect(formatMessage(message.key)).toMatch(/\.$/);
  });

  it('names an exception it does not know by its code', () => {
    const message = sandataExceptionText('99');
    expect(formatMessage(message.key, message.params)).toContain('(code 99)');
  });

  it('says what was wrong with the record in the words that came with it, when it is not a table code', () => {
    const message = sandataExceptionText('field', 'Calls the Time Out call must be after the Time In call');
    expect(formatMessage(message.key, message.params)).toBe(
      'The state found a mistake in the record ("Calls the Time Out call must be after the Time In call"). Your office needs to correct it, then send again.',
    );
  });
});
