// Issue 35: passkeys (WebAuthn with the device's fingerprint, face or screen lock). The spec is silent on them:
// these are the app's own words, short and plain for a caregiver at a client's door.
export const passkeysText = {
  passkeys: {
    // The sign-in pages (password, single sign-on) and the offline login.
    signIn: 'Sign in with a passkey',
    signingIn: 'Waiting for your passkey…',
    or: 'or',
    signInTitle: 'Passkey',
    signInRefused:
      'This passkey could not sign you in. It may have been removed. Please sign in another way.',
    signInFailed: 'Signing in with a passkey did not work. Please try again or sign in another way.',
    unlock: 'Unlock with passkey',
    unlocking: 'Waiting for your passkey…',
    cannotUnlock:
      'This passkey cannot unlock the app on this device. Please use your username and Offline PIN.',
    wrongPasskey: 'Your passkey did not unlock the app. Please try again or use your Offline PIN.',
    // Offered once after an online sign-in.
    offerTitle: 'Sign in faster with a passkey',
    offerText:
      'Next time, use your fingerprint, face or screen lock instead of typing your password. It is quicker, and safer.',
    offerCreate: 'Create a passkey',
    offerNotNow: 'Not now',
    creating: 'Creating…',
    // After a passkey was made.
    createdTitle: 'Passkey Created',
    createdOffline:
      'You can now sign in with your passkey. It also unlocks the app on this device when there is no connection.',
    createdOnlineOnly:
      'You can now sign in with your passkey when online. On this device it cannot unlock the app without a connection: keep using your Offline PIN then.',
    createFailed: 'The passkey could not be created. Please try again later.',
    alreadyOnDevice: 'This device already has a passkey for you.',
    // Settings.
    title: 'Passkeys',
    intro: 'Sign in with your fingerprint, face or screen lock instead of your password.',
    none: 'You have no passkeys yet.',
    add: 'Add a passkey',
    remove: 'Remove',
    removeLabel: 'Remove passkey {name}',
    removeTitle: 'Remove Passkey',
    removeConfirm:
      'Remove the passkey "{name}"? It will no longer sign you in or unlock the app on this device.',
    removed: 'The passkey was removed.',
    removeFailed: 'The passkey could not be removed. Please try again later.',
    createdOn: 'Added {date}',
    lastUsedOn: 'Last used {date}',
    unlocksOffline: 'Also unlocks offline here',
    needsConnection: 'Passkeys can be added or removed only when the device is online.',
    loadFailed: 'Your passkeys could not be loaded. Please try again later.',
  },
} as const;
