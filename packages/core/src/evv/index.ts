// Issue 32: a verified visit's Cures Act record, what would stop the aggregator taking it, where it stands there,
// and the aggregators' profiles.
export * from './billing-data.ts';
export * from './visit-evidence.ts';
export * from './captured-calls.ts';
export * from './visit-changes.ts';
export * from './visit-correction.ts';
export * from './service-location.ts';
export * from './cures-record.ts';
export * from './readiness-problem.ts';
export * from './readiness-changes.ts';
export * from './readiness.ts';
export * from './sequence-id.ts';
export { serviceDateOf } from './service-date.ts';
export * from './evv-status.ts';
export * from './visit-standing.ts';
export * from './pay-week.ts';
export * from './profiles/aggregator-profile.ts';
export * from './profiles/field-errors.ts';
export * from './profiles/index.ts';
