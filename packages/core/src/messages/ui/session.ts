// Dialogs of a signed-in session that any screen may show: inactivity (spec 1 §4) and the connection
// (spec 1 §4 online/offline, §8 Offline mode and REFRESH_TOKEN_FAILED). offline.mode in en.ts is the spec's
// own sentence for a dropped connection.
export const sessionText = {
  inactivity: {
    title: 'Inactivity Warning',
    countdown:
      'You have been inactive for a while. For your security you will be logged off in {seconds} seconds.',
    resume: 'Resume',
  },
  connection: {
    offlineTitle: 'Offline mode',
    offlineSessionOnline:
      'You are back online, but you logged in offline. Everything you entered is kept on this device, and it is sent to the server once you log in with your password.',
    continueOffline: 'Continue offline',
    logIn: 'Log In',
    refreshFailedTitle: 'Session Expired',
    refreshFailed:
      'Your session has expired. Please log in again. Data not yet sent stays on this device and is sent after you log in.',
  },
} as const;
