import type { ExternalSignature } from '../entities/document.ts';
import type { Message } from '../messages/format.ts';
import { EXTERNAL_SIGNATURE_NAME_MAX, LONG_TEXT_MAX } from '../constants.ts';
import { lookupMessage } from '../messages/format.ts';

/** One external signature block as the signature page holds it (spec 2 §3 externalSignatures). */
export type ExternalSlot = Pick<
  ExternalSignature,
  'name' | 'signature' | 'unableToCollectYN' | 'unableReason' | 'role' | 'roleOther'
>;

type ExternalSlotField = 'role' | 'name' | 'signature' | 'reason';
export type ExternalSlotErrors = Partial<Record<ExternalSlotField, Message>>;

const blank = (value: string | null | undefined): boolean => !value?.trim();

/**
 * spec 2 §4 Signature flow, §5 Signature page: unwilling Yes needs a reason of at most 4000 characters;
 * unwilling No needs a name of at most 50 characters and a drawn signature, each missing part with its own
 * message. Either way the block says whose signature it is (issue 31 item 4): a role, and for 'other' its words.
 */
export function externalSlotErrors(slot: ExternalSlot): ExternalSlotErrors {
  const errors: ExternalSlotErrors = {};
  if (!slot.role) errors.role = { key: 'signaturePage.roleRequired' };
  else if (slot.role === 'other' && blank(slot.roleOther))
    errors.role = { key: 'signaturePage.roleOtherRequired' };
  if (slot.unableToCollectYN === 'Y') {
    if (blank(slot.unableReason)) errors.reason = { key: 'signaturePage.reasonRequired' };
    else if (slot.unableReason!.length > LONG_TEXT_MAX)
      errors.reason = { key: 'signaturePage.reasonTooLong' };
    return errors;
  }
  if (blank(slot.name)) errors.name = { key: 'signaturePage.externalNameRequired' };
  else if (slot.name!.length > EXTERNAL_SIGNATURE_NAME_MAX) {
    errors.name = { key: 'signaturePage.externalNameTooLong' };
  }
  if (blank(slot.signature)) errors.signature = { key: 'signaturePage.externalSignatureRequired' };
  return errors;
}

/** The errors of every block, by position; a block without errors is captured or marked unable. */
export function externalSignatureErrors(slots: readonly ExternalSlot[]): ExternalSlotErrors[] {
  return slots.map(externalSlotErrors);
}

/**
 * spec 2 §5: 'External Signature Name Same as Client' fills the name as last name, first name and '(Self)'.
 */
export function selfSignatureName(client: { firstName: string; lastName: string }): string {
  return `${client.lastName.trim()}, ${client.firstName.trim()} ${lookupMessage('signaturePage.self')}`;
}

/** A name filled by 'External Signature Name Same as Client' is the client's own signature. */
export function isSelfSignatureName(name: string | null | undefined): boolean {
  return Boolean(name?.trim().endsWith(` ${lookupMessage('signaturePage.self')}`));
}

/** spec 2 §4: unwilling Yes asks for confirmation first; picking No or confirming Yes changes the block. */
export function chooseUnwilling(slot: ExternalSlot, unwilling: 'Y' | 'N', confirmed: boolean): ExternalSlot {
  if (unwilling === 'Y' && !confirmed) return slot;
  return unwilling === 'Y'
    ? { ...slot, unableToCollectYN: 'Y', name: null, signature: null }
    : { ...slot, unableToCollectYN: 'N', unableReason: null };
}
