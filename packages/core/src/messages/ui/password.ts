// Words of the password prompts and the password and signature change dialog (spec 1 §4, §5, §8) that the
// spec leaves open. The spec's own texts (titles, prompts, validation messages) are in en.ts `login` and
// `passwordChange`; this key is separate so that spreading it cannot shadow them.
export const passwordText = {
  passwordUpdate: {
    setPassword: 'Set Password',
    remindMeLater: 'Remind Me Later',
    updatePassword: 'Update Password',
    changeTitle: 'Change Password',
    rulesHeading: 'Password and electronic signature rules',
    ruleMinLength: 'Minimum length: {min} characters',
    ruleMinNumbers: 'Minimum numbers (0-9): {min}',
    ruleMinSymbols: 'Minimum symbols (such as ! # $ %): {min}',
    ruleCaseSensitive: 'The password and the electronic signature are case sensitive.',
    ruleNoMatch: 'The password and the electronic signature cannot match each other.',
    ruleNoLoginName: 'Your login name cannot be used.',
    ruleSignatureMax: 'The electronic signature can have at most {max} characters.',
    signatureSection: 'Electronic signature (optional)',
    signatureHint: 'Fill in both fields only to set a new electronic signature.',
    showEntries: 'Show what I type',
    saving: 'Saving…',
    changedTitle: 'Password Changed',
    changed: 'Your password has been changed. Please sign in again with your new password.',
  },
} as const;
