export * from './central.ts';
export * from './duration.ts';
