export const signInText = {
  loginForm: {
    title: 'Sign in',
    account: 'Account',
    username: 'Username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Log In',
    signingIn: 'Signing in…',
    offlineLink: 'Sign in offline with your PIN',
    version: 'Version {version}',
  },
} as const;
