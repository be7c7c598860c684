// Issue 35: why the server refused a passkey (api/passkeys.ts passkeyRefusalMessage). The spec is silent on
// passkeys: these are the app's own words.
export const passkeyRefusalText = {
  passkeyRefusal: {
    unavailable: 'Passkeys cannot be used at this address.',
    challengeUnknown: 'This passkey answered a request the server did not make. Please try again.',
    challengeExpired: 'The passkey request expired. Please try again.',
    challengeUsed: 'This passkey request was already used. Please try again.',
    origin: 'The passkey was used on an address the server does not accept.',
    rpId: 'This passkey belongs to another site.',
    userVerification:
      'The passkey did not confirm it was you with your fingerprint, face or screen lock. Please try again.',
    counter:
      'This passkey may have been copied: its use counter went backwards. Please sign in another way and remove it.',
    signature: 'The passkey signature is not valid.',
    unknown: 'This passkey is not known here. It may have been removed. Please sign in another way.',
    invalid: 'The passkey response is not valid.',
    exists: 'This passkey is already registered.',
    limit: 'You already have {max} passkeys. Please remove one before adding another.',
  },
} as const;
