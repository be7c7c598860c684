import { describe, expect, it } from 'vitest';
import { EMPTY_PASSWORD_CHANGE, changePasswordBody, checkPasswordChange } from './password-change-form.ts';

const rule = { minLength: 8, minNumbers: 1, minSymbols: 1 };
const valid = {
  ...EMPTY_PASSWORD_CHANGE,
  oldPassword: 'Welcome1!',
  newPassword: 'Garden#42x',
  confirmPassword: 'Garden#42x',
};

describe('checkPasswordChange (spec 1 §5)', () => {
  it('requires the three password fields but not the optional signature', () => {
    const errors = checkPasswordChange(EMPTY_PASSWORD_CHANGE, 'newhire', rule);
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'newPassword', 'oldPassword']);
    expect(errors.oldPassword).toEqual({
      key: 'passwordChange.fieldRequired',
      params: { field: 'Existing Password' },
    });
  });

  it('accepts a valid password change without a signature', () => {
    expect(checkPasswordChange(valid, 'newhire', rule)).toEqual({});
  });

  it('checks both signature fields once either is typed in', () => {
    expect(checkPasswordChange({ ...valid, confirmSignature: 'Sign#2026' }, 'newhire', rule)).toEqual({
      newSignature: { key: 'passwordChange.fieldRequired', params: { field: 'New Electronic Signature' } },
      confirmSignature: { key: 'passwordChange.signatureMismatch' },
    });
    expect(
      checkPasswordChange(
        { ...valid, newSignature: 'Garden#42x', confirmSignature: 'Garden#42x' },
        'newhire',
        rule,
      ),
    ).toEqual({
      newSignature: { key: 'passwordChange.matchingPasswordSignature' },
    });
  });
});

describe('changePasswordBody (spec 1 §7)', () => {
  it('sends newSignature only when the user sets one', () => {
    expect(changePasswordBody(valid, 'newhire')).toEqual({
      username: 'newhire',
      oldPassword: 'Welcome1!',
      newPassword: 'Garden#42x',
      application: 'EVV',
    });
    expect(
      changePasswordBody({ ...valid, newSignature: 'Sign#2026', confirmSignature: 'Sign#2026' }, 'newhire'),
    ).toMatchObject({
      newSignature: 'Sign#2026',
    });
  });
});
