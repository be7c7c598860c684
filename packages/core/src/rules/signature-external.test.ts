import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import {
  chooseUnwilling,
  externalSignatureErrors,
  externalSlotErrors,
  isSelfSignatureName,
  selfSignatureName,
  type ExternalSlot,
} from './signature-external.ts';

const slot = (overrides: Partial<ExternalSlot> = {}): ExternalSlot => ({
  name: null,
  signature: null,
  unableToCollectYN: 'N',
  unableReason: null,
  role: 'guardian',
  roleOther: null,
  ...overrides,
});
const text = (errors: ReturnType<typeof externalSlotErrors>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, formatMessage(message.key)]));

describe('externalSlotErrors (spec 2 §5)', () => {
  it('asks a willing signer for both a name and a drawn signature', () => {
    expect(text(externalSlotErrors(slot()))).toEqual({
      name: 'External Signature Name is a required field. Please enter a value.',
      signature: 'External Signature is a required field. Please sign in the box.',
    });
  });

  it('gives the required message on the missing part only', () => {
    expect(Object.keys(externalSlotErrors(slot({ name: 'Doe, Jane (Self)' })))).toEqual(['signature']);
    expect(Object.keys(externalSlotErrors(slot({ signature: 'iVBORw0KGgo=' })))).toEqual(['name']);
    expect(externalSlotErrors(slot({ name: '   ', signature: 'iVBORw0KGgo=' })).name?.key).toBe(
      'signaturePage.externalNameRequired',
    );
  });

  it('allows a name of 50 characters and refuses 51', () => {
    expect(externalSlotErrors(slot({ name: 'a'.repeat(50), signature: 'x' }))).toEqual({});
    expect(text(externalSlotErrors(slot({ name: 'a'.repeat(51), signature: 'x' })))).toEqual({
      name: 'External Signature Name must be at most 50 characters.',
    });
  });

  it('asks an unwilling signer for a reason of at most 4000 characters, and nothing else', () => {
    expect(text(externalSlotErrors(slot({ unableToCollectYN: 'Y' })))).toEqual({
      reason: 'Please provide a reason the signature could not be collected.',
    });
    expect(externalSlotErrors(slot({ unableToCollectYN: 'Y', unableReason: 'r'.repeat(4000) }))).toEqual({});
    expect(
      text(externalSlotErrors(slot({ unableToCollectYN: 'Y', unableReason: 'r'.repeat(4001) }))),
    ).toEqual({
      reason: 'Maximum 4000 characters',
    });
  });

  it('begins every error with the spec words', () => {
    const all = [
      ...Object.values(externalSlotErrors(slot())),
      ...Object.values(externalSlotErrors(slot({ name: 'n'.repeat(51), signature: 'x' }))),
      ...Object.values(externalSlotErrors(slot({ unableToCollectYN: 'Y' }))),
    ].map((message) => formatMessage(message.key));
    for (const message of all) {
      expect(message).toMatch(/^(External Signature Name|External Signature|Please provide a reason)/);
    }
  });

  it('asks whose signature a block is, signed or not, and an other role in words (issue 31 item 4)', () => {
    const signed = { name: 'John Doe', signature: 'x' };
    expect(text(externalSlotErrors(slot({ ...signed, role: null })))).toEqual({
      role: 'Signing as is a required field. Please select a value.',
    });
    expect(
      text(externalSlotErrors(slot({ unableToCollectYN: 'Y', unableReason: 'Asleep', role: null }))),
    ).toEqual({ role: 'Signing as is a required field. Please select a value.' });
    expect(text(externalSlotErrors(slot({ ...signed, role: 'other', roleOther: ' ' })))).toEqual({
      role: 'Role is a required field. Please enter a value.',
    });
    expect(externalSlotErrors(slot({ ...signed, role: 'other', roleOther: 'Foster carer' }))).toEqual({});
  });

  it('checks every block by position', () => {
    const errors = externalSignatureErrors([
      slot({ name: 'A', signature: 'x' }),
      slot({ unableToCollectYN: 'Y' }),
    ]);
    expect(errors[0]).toEqual({});
    expect(errors[1]?.reason?.key).toBe('signaturePage.reasonRequired');
  });
});

describe('selfSignatureName (spec 2 §5 External Signature Name Same as Client)', () => {
  it('is last name, first name and (Self)', () => {
    expect(selfSignatureName({ firstName: ' Jane ', lastName: 'Doe' })).toBe('Doe, Jane (Self)');
    expect(formatMessage('signaturePage.nameSameAsClient')).toBe('External Signature Name Same as Client');
  });

  it('tells a name so filled from a guardian name', () => {
    expect(isSelfSignatureName('Doe, Jane (Self)')).toBe(true);
    expect(isSelfSignatureName('John Doe')).toBe(false);
    expect(isSelfSignatureName(null)).toBe(false);
  });
});

describe('chooseUnwilling (spec 2 §4 Signature flow)', () => {
  const drawn = slot({ name: 'Doe, Jane (Self)', signature: 'x' });

  it('keeps the block as it is until Yes is confirmed', () => {
    expect(chooseUnwilling(drawn, 'Y', false)).toBe(drawn);
  });

  it('drops the name and drawing once Yes is confirmed, and the reason on No', () => {
    expect(chooseUnwilling(drawn, 'Y', true)).toEqual(slot({ unableToCollectYN: 'Y' }));
    const unable = slot({ unableToCollectYN: 'Y', unableReason: 'Asleep' });
    expect(chooseUnwilling(unable, 'N', false)).toEqual(slot());
  });
});
