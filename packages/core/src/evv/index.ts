// Issue 32: a verified visit's Cures Act record, what would stop the aggregator taking it, and the aggregators'
// profiles.
export * from './billing-data.ts';
export type { VisitEvidence, VisitTimeEdit, HomeAddress } from './visit-evidence.ts';
export { visitTimeEdits } from './visit-evidence.ts';
export type { CapturedCall, CallAssignment } from './captured-calls.ts';
export type { VisitChange, AdjustedTimes } from './visit-changes.ts';
export type { ServiceAddress, VisitLocation } from './service-location.ts';
export * from './cures-record.ts';
export type { ReadinessCode, ReadinessFixAction, ReadinessProblem } from './readiness-problem.ts';
export { CHANGE_MEMO_MAX } from './readiness-changes.ts';
export * from './readiness.ts';
export * from './sequence-id.ts';
export * from './evv-status.ts';
export * from './profiles/index.ts';
export type {
  AggregatorId,
  AggregatorProfile,
  ExportIntent,
  FieldSegment,
  FieldSpec,
  ReasonCodeMap,
  ServerOnlyFields,
} from './profiles/aggregator-profile.ts';
export { aggregatorIds } from './profiles/aggregator-profile.ts';
export * from './profiles/field-errors.ts';
