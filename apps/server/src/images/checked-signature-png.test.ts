import { describe, expect, it } from 'vitest';
import { signaturePng } from '../seed/signature-png.ts';
import { createRandom } from '../seed/random.ts';
import { damagedPngs, hugeDeclaredPng, largestAllowedPng, wholePng } from '../../test/png-fixtures.ts';
import { checkSignaturePng } from './checked-signature-png.ts';

describe('checkSignaturePng (issue 30)', () => {
  it('takes the seed’s drawn signatures, a data URL of one, and the largest image the limits allow', () => {
    const drawn = signaturePng(createRandom(7));
    expect(checkSignaturePng(drawn).png?.base64).toBe(drawn);
    expect(checkSignaturePng(`data:image/png;base64,${drawn}`).png?.base64).toBe(drawn);
    expect(checkSignaturePng(largestAllowedPng()).png?.header).toMatchObject({ width: 2000, height: 2000 });
    expect(checkSignaturePng(wholePng(33, 7, 1, 0)).png).toBeDefined();
  });

  it('refuses the header declaring 16000 × 16000 pixels as too large, before inflating anything', () => {
    expect(checkSignaturePng(hugeDeclaredPng()).refusal).toBe('tooLarge');
  });

  it.each(Object.entries(damagedPngs()))('refuses %s as not a PNG', (_name, png) => {
    expect(checkSignaturePng(png).refusal).toBe('notPng');
  });
});
