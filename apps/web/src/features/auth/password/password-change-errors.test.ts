import { changePasswordCodes } from '@carevisit/core';
import { describe, expect, it } from 'vitest';
import { placeChangeError, placeOfCode } from './password-change-errors.ts';

describe('placeOfCode (spec 1 §8 password change errors)', () => {
  it('puts incorrect.password under Existing Password', () => {
    expect(placeOfCode('incorrect.password')).toBe('oldPassword');
  });

  it('puts codes starting with password or previous.password under New Password', () => {
    for (const code of [
      'password.requirements',
      'password.loginName',
      'password',
      'previous.password',
      'previous.password.reuse',
    ])
      expect(placeOfCode(code)).toBe('newPassword');
  });

  it('puts matching.password.signature under the signature field', () => {
    expect(placeOfCode('matching.password.signature')).toBe('newSignature');
  });

  it('puts any other code, or none, at the top', () => {
    for (const code of [
      'signature.requirements',
      'unknown',
      'previous',
      'incorrect.password.x',
      'Password.requirements',
      '',
    ])
      expect(placeOfCode(code)).toBe('top');
    expect(placeOfCode(null)).toBe('top');
  });

  it('places every code the server sends', () => {
    expect(Object.fromEntries(changePasswordCodes.map((code) => [code, placeOfCode(code)]))).toEqual({
      unknown: 'top',
      'incorrect.password': 'oldPassword',
      'password.requirements': 'newPassword',
      'password.loginName': 'newPassword',
      'previous.password': 'newPassword',
      'signature.requirements': 'top',
      'matching.password.signature': 'newSignature',
    });
  });
});

describe('placeChangeError', () => {
  it("shows the server's own message where its code belongs", () => {
    const wrong = { code: 'incorrect.password', key: 'passwordChange.incorrectPassword', message: 'Wrong.' };
    expect(placeChangeError({ kind: 'refused', code: 'incorrect.password', refusal: wrong })).toEqual({
      place: 'oldPassword',
      message: { refused: [wrong] },
    });
    const tooMany = { message: 'Too many requests.' };
    expect(placeChangeError({ kind: 'refused', code: null, refusal: tooMany })).toEqual({
      place: 'top',
      message: { refused: [tooMany] },
    });
  });

  it("falls back to 'Unable to change password.' without a message", () => {
    expect(placeChangeError({ kind: 'refused', code: null, refusal: null })).toEqual({
      place: 'top',
      message: { key: 'passwordChange.fallback' },
    });
    const blank = { message: '  ' };
    expect(placeChangeError({ kind: 'refused', code: 'password.requirements', refusal: blank })).toEqual({
      place: 'newPassword',
      message: { key: 'passwordChange.fallback' },
    });
  });

  it('says the device is offline when the call never reached the server', () => {
    expect(placeChangeError({ kind: 'offline' })).toEqual({
      place: 'top',
      message: { key: 'login.deviceOffline' },
    });
  });
});
