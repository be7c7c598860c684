import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import { refusalsText, stripServerErrorPrefix } from './server-error-text.ts';

describe('stripServerErrorPrefix', () => {
  it('removes the ERROR/~/ prefix', () => {
    expect(stripServerErrorPrefix('ERROR/~/Client program not found.')).toBe('Client program not found.');
    expect(stripServerErrorPrefix(' ERROR/~/ Overlap.')).toBe('Overlap.');
    expect(stripServerErrorPrefix('ERROR/~/ERROR/~/Twice.')).toBe('Twice.');
  });

  it('leaves other text alone, including the marker in the middle', () => {
    expect(stripServerErrorPrefix('Plain message.')).toBe('Plain message.');
    expect(stripServerErrorPrefix('See ERROR/~/ here')).toBe('See ERROR/~/ here');
  });
});

describe('refusalsText (spec 1 §8)', () => {
  const said = (...messages: string[]) =>
    refusalsText(
      messages.map((message) => ({ message })),
      formatMessage,
    );

  it('shows one message without its prefix', () => {
    expect(said('ERROR/~/Visits of 24 hours or more cannot be saved.')).toBe(
      'Visits of 24 hours or more cannot be saved.',
    );
  });

  it('joins several messages one per line, and leaves out empty ones', () => {
    expect(said('ERROR/~/First.', 'Second.', 'ERROR/~/', '  ', 'ERROR/~/Third.')).toBe(
      'First.\nSecond.\nThird.',
    );
    expect(said()).toBe('');
  });

  it('words a refusal by its key and parameters where the catalog knows it (issue 33)', () => {
    const refusal = { key: 'login.loginDisabled', params: { minutes: 5 }, message: 'Locked.' };
    expect(refusalsText([refusal], formatMessage)).toBe('Login is disabled for 5 minutes.');
  });
});
