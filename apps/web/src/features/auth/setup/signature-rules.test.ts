import { describe, expect, it } from 'vitest';
import { signatureRules } from './signature-rules.ts';

describe('signatureRules (spec 1 §5 electronic signature creation)', () => {
  it("lists the demo agency's rule: 8 to 20 characters, a number, a symbol, case, not the username", () => {
    expect(signatureRules({ minLength: 8, minNumbers: 1, minSymbols: 1 }, ' caregiver ')).toEqual([
      { key: 'setupScreen.ruleMinLength', params: { count: 8, max: 20 } },
      { key: 'setupScreen.ruleMinNumbers', params: { count: 1 } },
      { key: 'setupScreen.ruleMinSymbols', params: { count: 1 } },
      { key: 'setupScreen.ruleCaseSensitive' },
      { key: 'setupScreen.ruleNoUsername', params: { username: 'caregiver' } },
    ]);
  });

  it('leaves out the requirements a rule does not make', () => {
    expect(signatureRules({ minLength: 0, minNumbers: 0, minSymbols: 0 }, '')).toEqual([
      { key: 'setupScreen.ruleMaxLength', params: { max: 20 } },
      { key: 'setupScreen.ruleCaseSensitive' },
    ]);
  });
});
