/** The sign-in calls limited per minute: the grants, changing a password, and the passkeys' ceremonies. */
export const loginRateLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
