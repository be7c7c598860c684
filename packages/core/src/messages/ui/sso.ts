// Single sign-on pages (spec 1 §2 /loginPingOne, /oidc/callback, /loginFailed). The spec's own words for these
// pages ('Loading configurations...', 'Login Failed', 'Login failed. Please try again.') live under app.* and
// login.*; these are the words of the app's own controls around them.
export const ssoText = {
  sso: {
    redirectTitle: 'Redirecting to sign in',
    redirectMessage: "In a moment you will be taken to your organization's sign-in page.",
    redirectProgress: 'Time until the sign-in page opens',
    signInNow: 'Sign in now',
    redirecting: 'Opening the sign-in page…',
    signedOut: 'You have signed out.',
    signingInTitle: 'Signing in',
    signingIn: 'Checking your account…',
    returnHome: 'Return to Home',
  },
} as const;
