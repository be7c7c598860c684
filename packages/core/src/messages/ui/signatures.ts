// The signature page at the end of every document and the signatures a PDF shows (spec 2 §2, §4, §5). The
// spec's own words are marked; the rest names the app's controls. The staff signature's two messages are in
// en.ts `signature` (staffRequired, staffMismatch).
export const signaturesText = {
  signaturePage: {
    // spec 2 §2, §5, verbatim.
    validationIssues: 'Validation Issues',
    selectProgram: 'Select Program',
    programRequired: 'Program is a required field. Please select a value.',
    reasonTooLong: 'Maximum 4000 characters',
    nameSameAsClient: 'External Signature Name Same as Client',
    nextStaff: 'Next Staff to Sign',
    nextStaffRequired: 'Next Staff to Sign is a required field. Please select a value.',
    assignStaffTitle: 'Assign Staff Member',
    searchStaff: 'Search Client Name/ID',
    // The spec gives only how these begin ('External Signature Name', 'External Signature', 'Please provide
    // a reason'); the rest is the app's.
    externalNameRequired: 'External Signature Name is a required field. Please enter a value.',
    externalNameTooLong: 'External Signature Name must be at most 50 characters.',
    externalSignatureRequired: 'External Signature is a required field. Please sign in the box.',
    reasonRequired: 'Please provide a reason the signature could not be collected.',
    // The app's own words.
    moduleUnmet: '{name} has required information missing.',
    moduleNotConfirmed: '{name} is valid but was not confirmed with Next.',
    self: '(Self)',
    program: 'Program',
    staffSignature: 'Staff Signature',
    unwilling: 'Unwilling or unable to sign',
    reason: 'Reason',
    externalName: 'External Signature Name',
    externalSignature: 'External Signature',
    // Issue 16 part A (signature page screen): the app's own words.
    externalBlock: 'External Signature {number}',
    unwillingConfirmTitle: 'Unable to Collect Signature',
    unwillingConfirm:
      'Mark this signature as unwilling or unable to sign? The drawn signature and name are removed, and a reason is required.',
    staffSignatureDisabled: 'Confirm every page with Next before signing.',
    assign: 'Assign',
    change: 'Change',
    noStaffFound: 'No staff members found',
    closeDialog: 'Close',
    recordedSignatures: 'Signatures given',
    signedAt: 'Signed {dateTime}',
    unableRecorded: 'Unable to collect: {reason}',
    goToPage: 'Go to {name}',
    noIssues: 'Every page is complete and confirmed.',
    // Issue 31 item 4: whose signature a block is, asked on the pad (the app's own words).
    role: 'Signing as',
    roleOther: 'Role',
    roleRequired: 'Signing as is a required field. Please select a value.',
    roleOtherRequired: 'Role is a required field. Please enter a value.',
  },
  signatureMeaning: {
    client: 'Client',
    guardian: 'Guardian',
    // Issue 31 item 4: the app's own words for the roles asked on a pad.
    parent: 'Parent',
    legalRepresentative: 'Legal Representative',
    interpreter: 'Interpreter',
    witness: 'Witness',
    other: 'Other',
    otherNamed: 'Other: {role}',
    staff: 'Staff',
    coSigningStaff: 'Co-signing Staff',
  },
  documentPdf: {
    // The app's own words: the labels of a document's PDF and the server's reply while it is produced.
    client: 'Client',
    clientId: 'Client ID',
    serviceDate: 'Service Date',
    staff: 'Staff',
    status: 'Status',
    signatures: 'Signatures',
    // Issue 16 item 3: the hash of the content a signature vouches for, printed under it.
    contentHash: 'Content SHA-256: {hash}',
    producing: 'The PDF of this document is being produced. Please try again in a few seconds.',
    // Issue 30: printed in a signature's box when its image is beyond the limits or cannot be drawn.
    signatureImageUnavailable: 'Signature image could not be shown',
    // Issue 31 item 6: every sheet's header and footer, and the signatures not (yet) given, each naming whose.
    birthDate: 'Date of Birth',
    pageEmpty: 'Nothing recorded on this page.',
    pageNumber: 'Page {page} of {pages}',
    statusAwaitingCosignature: '{status} — awaiting co-signature',
    awaitingSignature: 'Awaiting signature of {name}',
    externalAwaiting: '{slot}: Awaiting signature',
    unableToCollect: '{slot}: Unable to collect — {reason}',
  },
};
