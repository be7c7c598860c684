// The server's answers to /evv/write/document (issue 13: versions, final documents, scope) and the device's
// resolve choice for a refused write. The spec leaves these open, except where a line cites it.
export const documentWriteText = {
  documentWrite: {
    versionConflict:
      'This document was changed on the server after your copy was opened. Your copy is kept: keep it as a new document, or take the version on the server.',
    final: 'This document is signed and can no longer be changed.',
    notFound: 'Document not found.',
    futureServiceDate: 'Service Date cannot be a future date.',
    templateNotFound: 'The service document template was not found.',
    templateVersionNotFound: 'Version {version} of the service document template was not found.',
    // spec 2 §6: which document types may be created depends on canAddDocumentInErc and isIncludeCarelogicEvv.
    templateNotOffered: 'This document type cannot be created in this app.',
    // spec 2 §6: and on the crosswalk for the activity, and the template's age range (spec 2 §3, §9).
    templateNotCrosswalked: "This document type is not crosswalked to the appointment's activity.",
    templateAgeNotAllowed: 'This document type is for clients aged {from} to {to}.',
    templateChanged: 'A document keeps the template version it was started on.',
    moduleNotInTemplate: "The page {moduleId} is not part of this document's template.",
    // spec 2 §6: documents are limited to the organization and its descendants.
    organizationNotDescendant:
      'A document can only be written in your current organization or an organization under it.',
    clientNotFound: 'Client not found.',
    appointmentNotFound: 'The appointment was not found for this client.',
    clientProgramNotFound: 'The program was not found for this client.',
    staffNotCaller: 'A new document must be written by the staff member it names.',
    signerNotCaller: 'Only the signed-in staff member can sign a document.',
    // Issue 16 (signatures): every signature given is kept; a co-signer adds theirs.
    signatureRemoved: 'A signature already given cannot be removed or changed.',
    staffSignaturesInconsistent: 'The staff signatures do not match the signer and time recorded.',
    notValidated: 'The document cannot be signed until every page has been confirmed with Next.',
    // spec 2 §5
    programRequired: 'Program is a required field. Please select a value.',
    nextStaffNotFound: 'The next staff member to sign was not found.',
    // spec 2 §5; issue 31 item 1: the co-signature rules hold whatever a device sends.
    nextStaffRequired: 'Next Staff to Sign is a required field. Please select a value.',
    nextStaffFixed: 'The next staff member to sign can only change with a signature.',
    signerNotNext: 'Only the author, and then the next staff member named to sign, can sign this document.',
    staffSignaturesFull: 'This document takes no further staff signature.',
    nextStaffSigned: 'The next staff member to sign has already signed this document.',
    notFullySigned: 'The document cannot be marked fully signed before every signature is captured.',
    signatureNotPng: 'An external signature must be a PNG image.',
    // Issue 30: SIGNATURE_IMAGE_LIMITS and FIELD_VALUE_MAX_DEPTH.
    signatureTooLarge:
      'An external signature image can be at most {maxSide} pixels wide and high, {megapixels} megapixels and {kilobytes} KB.',
    valueTooDeep: 'A value can nest lists and groups at most {max} levels deep.',
    deleteNotAllowed: 'Only your own Incomplete or Unsigned documents can be deleted.',
    // Issue 16 (signatures): the content a signature vouches for stays as signed.
    signedContent:
      'This document has been signed. Its content can no longer be changed; only the next staff signature can be added.',
    externalNotCaptured:
      'The document cannot be signed until every external signature is captured or marked unable to collect.',
    // Issue 15: an impact page refused on write names the question each message belongs to.
    impactIssue: '{question}: {message}',
  },
  documentResolve: {
    title: 'Document Changed on the Server',
    keepMine: 'Keep mine as a new document',
    takeServer: "Take the server's",
  },
} as const;
