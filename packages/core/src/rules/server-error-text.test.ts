import { describe, expect, it } from 'vitest';
import { serverErrorText, stripServerErrorPrefix } from './server-error-text.ts';

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

describe('serverErrorText (spec 1 §8)', () => {
  it('shows one message without its prefix', () => {
    expect(serverErrorText(['ERROR/~/Visits of 24 hours or more cannot be saved.'])).toBe(
      'Visits of 24 hours or more cannot be saved.',
    );
  });

  it('joins several messages one per line', () => {
    expect(serverErrorText([{ message: 'ERROR/~/First.' }, 'Second.', { message: 'ERROR/~/Third.' }])).toBe(
      'First.\nSecond.\nThird.',
    );
  });

  it('falls back to the raw error text when there is no message', () => {
    expect(serverErrorText([], 'Request failed with status 500')).toBe('Request failed with status 500');
    expect(serverErrorText(['ERROR/~/', '  '], 'raw')).toBe('raw');
    expect(serverErrorText([])).toBe('');
  });
});
