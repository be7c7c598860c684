import type { Message, VisitVerificationErrors, VisitVerificationField } from '@carevisit/core';

/** The two dialogs of a verification (spec 1 §4): the questions, then the client's signature. */
export type VerificationPage = 'verification' | 'signature';

const SIGNATURE_PAGE_FIELDS: readonly VisitVerificationField[] = [
  'signature',
  'signatureMissingReason',
  'signatureMissingComments',
];

const pageOf = (field: VisitVerificationField): VerificationPage =>
  SIGNATURE_PAGE_FIELDS.includes(field) ? 'signature' : 'verification';

/**
 * The messages whose fields are on the other dialog. Submit checks both dialogs from either one, so a message
 * about the signature can arise on the first; it is listed there instead of being lost.
 */
export function errorsOnOtherPage(errors: VisitVerificationErrors, page: VerificationPage): Message[] {
  return (Object.entries(errors) as [VisitVerificationField, Message][])
    .filter(([field]) => pageOf(field) !== page)
    .map(([, message]) => message);
}
