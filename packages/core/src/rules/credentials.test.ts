import { describe, expect, it } from 'vitest';
import type { ComplexityRule, PasswordChangeInput } from './credentials.ts';
import {
  containsLoginName,
  isPasswordExpired,
  isPasswordExpiring,
  meetsComplexity,
  mustUpdatePassword,
  offlinePinStep,
  passwordExpiryDate,
  pinInput,
  sha256HexUpper,
  staffSignatureError,
  type SignatureCheck,
  validateLogin,
  validateOfflineLogin,
  validatePasswordChange,
  validatePin,
  validatePinEntry,
  validateSignatureCreation,
} from './credentials.ts';
import type { Message } from '../messages/format.ts';
import { formatMessage } from '../messages/format.ts';

const rule: ComplexityRule = { minLength: 8, minNumbers: 2, minSymbols: 1 };
const text = (message: Message | null | undefined) =>
  message ? formatMessage(message.key, message.params) : undefined;

describe('validateLogin', () => {
  it('requires account, username and password with the spec texts', () => {
    const errors = validateLogin({ account: ' ', username: '', password: '' });
    expect([text(errors.account), text(errors.username), text(errors.password)]).toEqual([
      'Account: Entry required',
      'Username: Entry required',
      'Password: Entry required',
    ]);
  });

  it('accepts a filled form', () => {
    expect(validateLogin({ account: 'demo', username: 'jdoe', password: 'x' })).toEqual({});
  });

  it('recognises the literal default password', () => {
    expect(mustUpdatePassword('Welcome1!')).toBe(true);
    expect(mustUpdatePassword('welcome1!')).toBe(false);
  });
});

describe('offline PIN', () => {
  it('keeps only digits, up to 4', () => {
    expect(pinInput('12a3-45')).toBe('1234');
    expect(pinInput('ab')).toBe('');
  });

  it('requires a PIN and its confirmation', () => {
    expect(validatePin('', '')).toEqual({
      pin: { key: 'pin.required' },
      confirmPin: { key: 'pin.confirmRequired' },
    });
    expect(text(validatePin('', '').pin)).toBe('Please enter a PIN');
    expect(text(validatePin('', '').confirmPin)).toBe('Please re-enter your PIN');
  });

  it('needs exactly 4 digits', () => {
    expect(validatePin('123', '123').pin).toEqual({ key: 'pin.length' });
    expect(validatePin('12345', '12345').pin).toEqual({ key: 'pin.length' });
    expect(validatePin('12a4', '12a4').pin).toEqual({ key: 'pin.length' });
    expect(text(validatePin('123', '123').pin)).toBe('PIN must be 4 digits');
    expect(validatePin('0000', '0000')).toEqual({});
  });

  it('needs the confirmation to match', () => {
    expect(validatePin('1234', '1243')).toEqual({ confirmPin: { key: 'pin.mismatch' } });
    expect(text(validatePin('1234', '1243').confirmPin)).toBe('PIN does not match');
  });
});

describe('validateOfflineLogin', () => {
  it('uses the offline login texts', () => {
    const errors = validateOfflineLogin({ username: '', pin: '' });
    expect(text(errors.username)).toBe('Please enter your username');
    expect(text(errors.pin)).toBe('Please enter your Offline PIN');
    expect(text(validateOfflineLogin({ username: 'jdoe', pin: '123' }).pin)).toBe('PIN must be 4 digits');
    expect(validateOfflineLogin({ username: 'jdoe', pin: '1234' })).toEqual({});
  });
});

describe('meetsComplexity', () => {
  it('counts length, digits and symbols at their minimums', () => {
    expect(meetsComplexity('abcde12!', rule)).toBe(true); // 8 characters, 2 digits, 1 symbol
    expect(meetsComplexity('abcd12!', rule)).toBe(false); // 7 characters
    expect(meetsComplexity('abcdef1!', rule)).toBe(false); // 1 digit
    expect(meetsComplexity('abcdef12', rule)).toBe(false); // no symbol
  });

  it('does not count spaces as symbols but counts other punctuation and signs', () => {
    expect(meetsComplexity('abcde 12', rule)).toBe(false);
    expect(meetsComplexity('abcde_12', rule)).toBe(true);
    expect(meetsComplexity('abcde€12', rule)).toBe(true);
  });

  it('accepts anything under an empty rule', () => {
    expect(meetsComplexity('', { minLength: 0, minNumbers: 0, minSymbols: 0 })).toBe(true);
  });
});

describe('containsLoginName', () => {
  it('is case-insensitive and ignores an empty username', () => {
    expect(containsLoginName('xxJDoe12!', 'jdoe')).toBe(true);
    expect(containsLoginName('xxJDo12!', 'jdoe')).toBe(false);
    expect(containsLoginName('anything', '  ')).toBe(false);
  });
});

describe('validateSignatureCreation', () => {
  const base = { username: 'jdoe', rule };

  it('requires both entries with the spec texts', () => {
    const errors = validateSignatureCreation({ ...base, signature: '', confirmSignature: '' });
    expect(text(errors.signature)).toBe('Please enter a Signature');
    expect(text(errors.confirmSignature)).toBe('Please re-enter your Signature');
  });

  it('accepts a signature of 20 characters and refuses 21', () => {
    const twenty = 'Sign#12' + 'a'.repeat(13);
    expect(twenty).toHaveLength(20);
    expect(validateSignatureCreation({ ...base, signature: twenty, confirmSignature: twenty })).toEqual({});
    const long = twenty + 'b';
    expect(validateSignatureCreation({ ...base, signature: long, confirmSignature: long })).toEqual({
      signature: { key: 'signature.requirementsNotMet' },
    });
  });

  it('applies the security rule', () => {
    const weak = 'abc12!'; // 6 characters
    const errors = validateSignatureCreation({ ...base, signature: weak, confirmSignature: weak });
    expect(text(errors.signature)).toBe(
      'Error: The signature entered does not meet the requirements.  Please check the rules and try again.',
    );
  });

  it('must not contain the username, in any case', () => {
    const value = 'JDOE##12';
    expect(
      validateSignatureCreation({ ...base, signature: value, confirmSignature: value }).signature,
    ).toEqual({
      key: 'signature.requirementsNotMet',
    });
  });

  it('compares the two entries case-sensitively', () => {
    const errors = validateSignatureCreation({
      ...base,
      signature: 'Abcde12!',
      confirmSignature: 'abcde12!',
    });
    expect(errors).toEqual({ confirmSignature: { key: 'signature.mismatch' } });
    expect(text(errors.confirmSignature)).toBe('Error: The signature values do not match. Please try again.');
  });
});

describe('validatePasswordChange', () => {
  const valid: PasswordChangeInput = {
    username: 'jdoe',
    oldPassword: 'Old-pass11',
    newPassword: 'New-pass22',
    confirmPassword: 'New-pass22',
    rule,
  };

  it('accepts a good change without a signature', () => {
    expect(validatePasswordChange(valid)).toEqual({});
  });

  it('names each required field in the spec sentence', () => {
    const errors = validatePasswordChange({
      ...valid,
      oldPassword: '',
      newPassword: '',
      confirmPassword: '',
      newSignature: '',
      confirmSignature: '',
    });
    expect(text(errors.oldPassword)).toBe(
      'Existing Password is a required field. Please enter a value and resubmit.',
    );
    expect(text(errors.newPassword)).toBe(
      'New Password is a required field. Please enter a value and resubmit.',
    );
    expect(text(errors.confirmPassword)).toBe(
      'Confirm New Password is a required field. Please enter a value and resubmit.',
    );
    expect(text(errors.newSignature)).toBe(
      'New Electronic Signature is a required field. Please enter a value and resubmit.',
    );
    expect(text(errors.confirmSignature)).toBe(
      'Confirm Electronic Signature is a required field. Please enter a value and resubmit.',
    );
  });

  it('reports the two mismatches with the spec texts', () => {
    const errors = validatePasswordChange({
      ...valid,
      confirmPassword: 'new-pass22',
      newSignature: 'Sig##345',
      confirmSignature: 'Sig##346',
    });
    expect(text(errors.confirmPassword)).toBe(
      'The new password entered does not match the confirmed password entered.',
    );
    expect(text(errors.confirmSignature)).toBe(
      'The new electronic signature entered does not match the confirmed signature entered.',
    );
  });

  it('applies the complexity rule to the password and the signature', () => {
    const errors = validatePasswordChange({
      ...valid,
      newPassword: 'short1!',
      confirmPassword: 'short1!',
      newSignature: 'nosymbol12',
      confirmSignature: 'nosymbol12',
    });
    expect(errors).toEqual({
      newPassword: { key: 'passwordChange.passwordRequirements' },
      newSignature: { key: 'passwordChange.signatureRequirements' },
    });
  });

  it('limits the new signature to 20 characters', () => {
    const long = 'Sig##12' + 'x'.repeat(14);
    expect(
      validatePasswordChange({ ...valid, newSignature: long, confirmSignature: long }).newSignature,
    ).toEqual({
      key: 'passwordChange.signatureRequirements',
    });
  });

  it('refuses a signature equal to the password, case-sensitively', () => {
    expect(
      validatePasswordChange({ ...valid, newSignature: 'New-pass22', confirmSignature: 'New-pass22' })
        .newSignature,
    ).toEqual({ key: 'passwordChange.matchingPasswordSignature' });
    expect(
      validatePasswordChange({ ...valid, newSignature: 'new-PASS22', confirmSignature: 'new-PASS22' }),
    ).toEqual({});
  });

  it('refuses the login name in either value', () => {
    const errors = validatePasswordChange({
      ...valid,
      newPassword: 'xJDoe-22',
      confirmPassword: 'xJDoe-22',
      newSignature: 'jdoe##12',
      confirmSignature: 'jdoe##12',
    });
    expect(errors.newPassword).toEqual({ key: 'passwordChange.loginNameUsed' });
    expect(errors.newSignature).toEqual({ key: 'passwordChange.loginNameUsed' });
  });

  it('refuses a new password equal to the existing one', () => {
    const errors = validatePasswordChange({
      ...valid,
      newPassword: 'Old-pass11',
      confirmPassword: 'Old-pass11',
    });
    expect(errors).toEqual({ newPassword: { key: 'passwordChange.previousPassword' } });
  });

  it('checks the signature part when only one of its fields is given', () => {
    expect(validatePasswordChange({ ...valid, newSignature: 'Sig##345' }).confirmSignature?.key).toBe(
      'passwordChange.fieldRequired',
    );
  });
});

describe('password expiry', () => {
  const begin = '2025-01-01T12:00:00.000Z';
  const day = (n: number, extraMs = 0) => new Date(Date.parse(begin) + n * 86_400_000 + extraMs);

  it('expires at beginDatePassword plus expirationDays', () => {
    expect(passwordExpiryDate(begin, 90)?.toISOString()).toBe('2025-04-01T12:00:00.000Z');
    expect(isPasswordExpired(begin, 90, day(90, -1))).toBe(false);
    expect(isPasswordExpired(begin, 90, day(90))).toBe(true);
    expect(isPasswordExpired(new Date(begin), 90, day(200))).toBe(true);
  });

  it('never expires with expirationDays 0', () => {
    expect(passwordExpiryDate(begin, 0)).toBeNull();
    expect(isPasswordExpired(begin, 0, day(10_000))).toBe(false);
    expect(isPasswordExpiring(begin, 0, 15, day(10_000))).toBe(false);
  });

  it('is expiring within the 15 warning days, not before and not once expired', () => {
    expect(isPasswordExpiring(begin, 90, 15, day(75, -1))).toBe(false);
    expect(isPasswordExpiring(begin, 90, 15, day(75))).toBe(true);
    expect(isPasswordExpiring(begin, 90, 15, day(90, -1))).toBe(true);
    expect(isPasswordExpiring(begin, 90, 15, day(90))).toBe(false);
  });
});

describe('signature hash', () => {
  it('is the upper-case hex SHA-256 of the UTF-8 text', async () => {
    await expect(sha256HexUpper('abc')).resolves.toBe(
      'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD',
    );
    await expect(sha256HexUpper('')).resolves.toBe(
      'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855',
    );
    await expect(sha256HexUpper('é')).resolves.toHaveLength(64);
  });

  it('gives the staff signature messages of spec 2, and the lockout when checks are locked', async () => {
    const check = (answer: SignatureCheck) => () => Promise.resolve(answer);
    expect(text(await staffSignatureError('', check('match')))).toBe(
      'Staff Signature is a required field. Please enter a value.',
    );
    expect(text(await staffSignatureError('Sig##13', check('mismatch')))).toBe(
      'The signature entered does not match the signature on file.',
    );
    expect(text(await staffSignatureError('x'.repeat(21), check('match')))).toBe(
      'The signature entered does not match the signature on file.',
    );
    expect(text(await staffSignatureError('Sig##13', check('locked')))).toBe(
      'Too many wrong signatures on this device. Please log in online to sign again.',
    );
    await expect(staffSignatureError('Sig##12', check('match'))).resolves.toBeNull();
  });
});

describe('offlinePinStep', () => {
  it('asks for the PIN the user has on a new device, and creates one only when the server has none', () => {
    expect(offlinePinStep({ onDevice: false, onServer: true })).toBe('enter');
    expect(offlinePinStep({ onDevice: false, onServer: false })).toBe('create');
    expect(offlinePinStep({ onDevice: true, onServer: true })).toBeNull();
    expect(offlinePinStep({ onDevice: true, onServer: false })).toBeNull();
  });
});

describe('validatePinEntry', () => {
  it('uses the create-PIN messages of spec 1 §5 for the one field', () => {
    expect(text(validatePinEntry('').pin)).toBe('Please enter a PIN');
    expect(text(validatePinEntry('12').pin)).toBe('PIN must be 4 digits');
    expect(validatePinEntry('2468')).toEqual({});
  });
});
