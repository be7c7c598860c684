// The PDF viewer and the external-signature wizard (issue 16 part B; spec 2 §2, §8). The spec's own words are
// marked; the rest names the app's controls.
export const pdfViewerText = {
  pdfViewer: {
    // spec 2 §8, verbatim.
    cannotFind: 'Cannot find PDF',
    logBackIn: 'Please log back in when the device has connection and try again',
    updating: 'Updating PDF document',
    malformed: 'Response do not contain resources in proper format',
    // The app's own words.
    title: 'Document PDF',
    loading: 'Loading the PDF…',
    unreadable: 'This PDF cannot be shown on this device.',
    pageOf: 'Page {page} of {pages}',
    pageImage: 'Page {page} of {pages} of {name}',
    pageArea: 'PDF of {name}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fitWidth: 'Fit to width',
    zoomLevel: '{percent}%',
    savedOnDevice: 'Shown from the copy kept on this device.',
  },
  externalSignature: {
    // spec 2 §2 two-page wizard: the PDF, then Signatures (its blocks use signaturePage's texts).
    pdfPage: 'PDF',
    signaturesPage: 'Signatures',
  },
};
