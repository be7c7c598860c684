/** The demo agency's sign-ins, as README.md and the start banner list them. */
export const demoLogins = [
  { username: 'caregiver', password: 'Caregiver#2026', note: 'one EVV organization (New Jersey)' },
  { username: 'clinician', password: 'Clinician#2026', note: 'several EVV organizations, may multibook' },
  {
    username: 'supervisor',
    password: 'Supervisor#2026',
    note: 'supervises both above; co-signs documents; administrator',
  },
  { username: 'newhire', password: 'Welcome1!', note: 'default password: must update it' },
  { username: 'nopriv', password: 'Nopriv#2026', note: 'no EVV privilege: access denied' },
] as const;

/**
 * The returning users' offline PIN and electronic signature (the others create theirs at their first login):
 * the clinician signs documents, the supervisor co-signs them.
 */
export const returningUsers = {
  clinician: { pin: '2468', signature: 'Clinic#77' },
  supervisor: { pin: '1928', signature: 'Cosign#58' },
} as const;
