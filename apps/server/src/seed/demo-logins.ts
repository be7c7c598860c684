/** The demo agency's sign-ins, as README.md and the start banner list them. */
export const demoLogins = [
  { username: 'caregiver', password: 'Caregiver#2026', note: 'one EVV organization (New Jersey)' },
  { username: 'clinician', password: 'Clinician#2026', note: 'several EVV organizations, may multibook' },
  { username: 'newhire', password: 'Welcome1!', note: 'default password: must update it' },
  { username: 'nopriv', password: 'Nopriv#2026', note: 'no EVV privilege: access denied' },
] as const;
