export * from './address-distance.ts';
export * from './edit-times.ts';
export * from './visit-verification.ts';
export * from './credentials.ts';
export * from './lockout.ts';
export * from './login-throttle.ts';
export * from './inactivity.ts';
export * from './sync-waiting.ts';
