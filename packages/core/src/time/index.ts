export * from './central.ts';
export * from './duration.ts';
export * from './wall-clock.ts';
export * from './claimed-time.ts';
