import { describe, expect, it } from 'vitest';
import { pngBase64, pngDataUrl } from './png-data.ts';

describe('png data', () => {
  it('strips the data URL prefix and puts it back', () => {
    expect(pngBase64('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(pngDataUrl('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('refuses anything but a PNG data URL', () => {
    expect(() => pngBase64('data:image/jpeg;base64,/9j/')).toThrow(RangeError);
  });
});
