// One visit record against the field table and its rules: the fields of each segment, the calls' conditions
// (Mobile needs GPS and a login, Telephony a PIN and phone, Manual a change), the time rules, VisitChanges when a
// visit is adjusted, the reason codes and when ChangeReasonMemo is needed, calls never changed after submission.
// Whether the client and employee are known, and the SequenceID order, are checked by the batch (they need the
// simulator's state).
import { createHash } from 'node:crypto';
import {
  checkFields,
  isPlainObject,
  isPresent,
  isUtcDateTime,
  textOf as text,
  type FieldError,
} from './check-fields.ts';
import type { FieldTable } from './field-table.ts';

/** What the simulator keeps of a visit's last accepted record, to check a later update against. */
export interface AcceptedCalls {
  /** The Time In and Time Out calls' CallDateTime. */
  callIn?: string;
  callOut?: string;
  /** CallExternalID → a digest of the call as accepted (calls never change after submission). */
  calls: Record<string, string>;
}

export interface VisitCheck {
  /** Exception ids of the table's exceptions list (3, 4, 23); 0 and 1 are the batch's. */
  exceptions: string[];
  fieldErrors: FieldError[];
  /** What to keep if the record is accepted. */
  calls: AcceptedCalls;
}

const segmentKeys = ['Calls', 'VisitChanges', 'Tasks', 'VisitExceptionAcknowledgement'] as const;

function digest(call: Record<string, unknown>): string {
  const sorted = Object.keys(call)
    .sort()
    .map((key) => [key, call[key]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

function entries(
  record: Record<string, unknown>,
  key: string,
  errors: FieldError[],
): Record<string, unknown>[] {
  const value = record[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.push({ Field: key, Message: 'must be a list' });
    return [];
  }
  return value.flatMap((entry, index) => {
    if (isPlainObject(entry)) return [entry];
    errors.push({ Field: `${key}[${index}]`, Message: 'must be an object' });
    return [];
  });
}

/** The instant of a well-formed UTC date-time, else undefined (its format error is reported elsewhere). */
function instant(value: string | undefined): number | undefined {
  return value !== undefined && isUtcDateTime(value) ? Date.parse(value) : undefined;
}

function callConditions(call: Record<string, unknown>, place: string): FieldError[] {
  const errors: FieldError[] = [];
  const type = text(call.CallType);
  const need = (field: string, why: string) => {
    if (!isPresent(call[field])) errors.push({ Field: `${place}.${field}`, Message: `is required ${why}` });
  };
  if (type === 'Mobile')
    for (const field of ['MobileLogin', 'CallLatitude', 'CallLongitude']) need(field, 'for a Mobile call');
  if (type === 'Telephony')
    for (const field of ['TelephonyPIN', 'OriginatingPhoneNumber']) need(field, 'for a Telephony call');
  const hasGps = isPresent(call.CallLatitude) || isPresent(call.CallLongitude);
  if (hasGps && type !== undefined && type !== 'Mobile')
    errors.push({ Field: `${place}.CallType`, Message: 'must be Mobile: any call with GPS is Mobile' });
  for (const [field, limit] of [
    ['CallLatitude', 90],
    ['CallLongitude', 180],
  ] as const) {
    if (!isPresent(call[field])) continue;
    const number = Number(call[field]);
    if (!Number.isFinite(number) || Math.abs(number) > limit)
      errors.push({ Field: `${place}.${field}`, Message: `must be a number from -${limit} to ${limit}` });
  }
  return errors;
}

function timeRules(
  callIn: number | undefined,
  callOut: number | undefined,
  adjIn: number | undefined,
  adjOut: number | undefined,
): FieldError[] {
  const errors: FieldError[] = [];
  const rule = (field: string, later: number | undefined, earlier: number | undefined, message: string) => {
    if (later !== undefined && earlier !== undefined && later <= earlier)
      errors.push({ Field: field, Message: message });
  };
  rule('Calls', callOut, callIn, 'the Time Out call must be after the Time In call');
  rule('AdjOutDateTime', adjOut, adjIn, 'must be after AdjInDateTime');
  if (adjIn === undefined) rule('AdjOutDateTime', adjOut, callIn, 'must be after the Time In call');
  if (adjOut === undefined) rule('AdjInDateTime', callOut, adjIn, 'must be before the Time Out call');
  return errors;
}

function changeRules(
  changes: Record<string, unknown>[],
  table: FieldTable,
  memoNeeded: string | undefined,
): FieldError[] {
  const errors: FieldError[] = [];
  changes.forEach((change, index) => {
    const place = `VisitChanges[${index}]`;
    const reason = text(change.ReasonCode);
    if (reason !== undefined && !table.reasonCodes.has(reason))
      errors.push({ Field: `${place}.ReasonCode`, Message: `"${reason}" is not one of the reason codes` });
    const why =
      reason !== undefined && table.memoReasonCodes.has(reason)
        ? `for reason code ${reason} (${table.reasonCodes.get(reason)})`
        : memoNeeded;
    if (why !== undefined && !isPresent(change.ChangeReasonMemo))
      errors.push({ Field: `${place}.ChangeReasonMemo`, Message: `is required ${why}` });
  });
  return errors;
}

export function checkVisit(
  record: Record<string, unknown>,
  table: FieldTable,
  previous: AcceptedCalls | undefined,
): VisitCheck {
  const exceptions: string[] = [];
  const fieldErrors: FieldError[] = [];
  // A missing ProcedureCode is the table's exception 23 (Missing Service), not a field error.
  const skip = new Set<string>(['ProviderIdentification', ...segmentKeys]);
  if (!isPresent(record.ProcedureCode)) {
    exceptions.push('23');
    skip.add('ProcedureCode');
  }
  fieldErrors.push(...checkFields(record, table.general, '', skip));
  if (isPlainObject(record.ProviderIdentification))
    fieldErrors.push(
      ...checkFields(record.ProviderIdentification, table.provider, 'ProviderIdentification.'),
    );
  else
    fieldErrors.push({
      Field: 'ProviderIdentification',
      Message: 'is required (ProviderQualifier, ProviderID)',
    });

  const segments = Object.fromEntries(
    segmentKeys.map((key) => [key, entries(record, key, fieldErrors)]),
  ) as Record<(typeof segmentKeys)[number], Record<string, unknown>[]>;
  for (const key of segmentKeys)
    segments[key].forEach((entry, index) =>
      fieldErrors.push(...checkFields(entry, table.segments[key], `${key}[${index}].`)),
    );

  const calls = segments.Calls;
  const accepted: AcceptedCalls = { ...previous, calls: { ...previous?.calls } };
  calls.forEach((call, index) => {
    const place = `Calls[${index}]`;
    fieldErrors.push(...callConditions(call, place));
    const id = text(call.CallExternalID);
    if (id === undefined) return;
    const was = previous?.calls[id];
    if (was !== undefined && was !== digest(call))
      fieldErrors.push({
        Field: place,
        Message: 'differs from the call accepted before: calls never change after submission',
      });
    accepted.calls[id] = digest(call);
    const at = text(call.CallDateTime);
    if (call.CallAssignment === 'Time In' && was === undefined) accepted.callIn ??= at;
    if (call.CallAssignment === 'Time Out' && was === undefined) accepted.callOut ??= at;
  });

  const adjIn = text(record.AdjInDateTime);
  const adjOut = text(record.AdjOutDateTime);
  const cancelled = String(record.VisitCancelledIndicator) === 'true';
  if (cancelled) {
    if (calls.length > 0 || adjIn !== undefined || adjOut !== undefined)
      fieldErrors.push({
        Field: 'VisitCancelledIndicator',
        Message:
          'is only for a future visit with no calls and no adjusted times; withdraw a visit with BillVisit=false',
      });
  } else {
    if (accepted.callIn === undefined && adjIn === undefined) exceptions.push('3');
    if (accepted.callOut === undefined && adjOut === undefined) exceptions.push('4');
  }
  fieldErrors.push(
    ...timeRules(instant(accepted.callIn), instant(accepted.callOut), instant(adjIn), instant(adjOut)),
  );

  const adjusted = adjIn !== undefined || adjOut !== undefined;
  const manual = calls.some((call) => call.CallType === 'Manual');
  if ((adjusted || manual) && segments.VisitChanges.length === 0)
    fieldErrors.push({
      Field: 'VisitChanges',
      Message: `is required: the visit ${adjusted ? 'has adjusted times' : 'has a Manual call'}`,
    });
  const memoNeeded = adjusted
    ? 'when the visit has adjusted times'
    : manual
      ? 'when a call is Manual'
      : undefined;
  fieldErrors.push(...changeRules(segments.VisitChanges, table, memoNeeded));
  return { exceptions: exceptions.sort((a, b) => Number(a) - Number(b)), fieldErrors, calls: accepted };
}
