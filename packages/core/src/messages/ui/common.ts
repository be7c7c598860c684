// Words of the app's own controls that the spec does not spell out, one file per area so each grows alone.
export const commonText = {
  common: {
    ok: 'OK',
    cancel: 'Cancel',
    yes: 'Yes',
    no: 'No',
    close: 'Close',
    continue: 'Continue',
    retry: 'Retry',
    back: 'Back',
    save: 'Save',
    submit: 'Submit',
    next: 'Next',
    previous: 'Previous',
    loading: 'Loading…',
    dash: '-',
    deviceSaveFailed: 'The change could not be saved on this device. Please try again.',
    deviceStorageFull:
      'The change could not be saved on this device: it has run out of storage space. Please free some space and try again.',
  },
} as const;
