// The service documents on the device (spec 2 §2 Documents tab, open documents, wizard; §4; §8). The spec's own
// words are marked; the rest names the app's controls. The limit, delete and 'not required' texts are in
// en.ts `documents`.
export const documentsText = {
  serviceDocuments: {
    // spec 2 §2, §4, §8, verbatim.
    allDocuments: 'All Documents',
    createNew: 'Create New Document',
    notRequiredTitle: 'Document Not Required',
    resumeTitle: 'Resume Documentation',
    statusLabel: 'Status:',
    previous: 'Previous',
    next: 'Next',
    save: 'Save',
    close: 'Close',
    edit: 'Edit',
    delete: 'Delete',
    view: 'View',
    // The app's own words.
    // Issue 31: the kebab menu's item for the Next Staff to Sign of a Signed document.
    sign: 'Sign',
    sortBy: 'Sort by',
    sorts: { Status: 'Status', Name: 'Name', 'Service Date': 'Service Date' },
    rowActions: 'Actions for {name}',
    chooserTitle: 'Choose a Document Type',
    chooserEmpty: 'No document types can be created for this client.',
    cancel: 'Cancel',
    yes: 'Yes',
    no: 'No',
    openTabs: 'Open documents',
    // An open document's tab and its close button name the document's client (tabs of several clients show).
    documentTab: '{name}, {client}',
    closeTab: 'Close {name}, {client}',
    alreadyOpenTitle: 'Document Already Open',
    alreadyOpen: '{name} is already open for this client. Close it before opening another {name}.',
    maxOpenTitle: 'Max Open Documents',
    ok: 'OK',
    resume: 'A document of this session is {status}: {name}. Do you want to resume it?',
    pages: 'Pages',
    openPages: 'Open the list of pages',
    pageValidated: '{name}, confirmed',
    signaturesPage: 'Signatures',
    pageNotShown:
      'This page cannot be shown on this device yet. What was entered on it is kept and will be sent unchanged.',
    errorCount: '{count} field(s) have missing information. Please resolve and try again.',
    notFound: 'This document is not on this device.',
    readOnly: 'This document is signed and can no longer be changed.',
    savedLocally: 'Saved on this device',
    conflict:
      'This document was changed on another device while you edited it here. Keep yours as a new document, or take the other version.',
    keepMine: 'Keep mine as a new document',
    takeServers: "Take the server's",
    // Not spec text: the spec has no words for a save on the device that failed. In the voice of
    // common.deviceSaveFailed; the detail lines follow the failure's cause when one is known.
    saveFailed:
      'Your entries could not be saved on this device. They are still on screen but have not been stored yet.',
    saveFailedStorageFull: 'This device has run out of storage space.',
  },
};
