import { hasAddressDiscrepancy } from '../rules/address-distance.ts';
import type { CapturedCall } from './captured-calls.ts';
import type { CuresRecord } from './cures-record.ts';
import type { ReadinessCode } from './readiness-problem.ts';
import type { ServiceAddress } from './service-location.ts';

const hasReading = (call: CapturedCall): boolean => call.latitude !== null && call.longitude !== null;
const hasPoint = (address: ServiceAddress | null): address is ServiceAddress =>
  address !== null && address.latitude !== null && address.longitude !== null;

/**
 * A call without a location reading, or one farther from its address than spec 1 §5 allows (the same
 * address-distance rule verification uses), needs the caregiver's reason. An address without coordinates cannot
 * be measured against, so it is not called far.
 */
export function locationProblems(record: CuresRecord): ReadinessCode[] {
  if (record.location.awayReason !== null) return [];
  const codes: ReadinessCode[] = [];
  for (const call of record.calls) {
    const address = call.assignment === 'in' ? record.location.start : record.location.end;
    if (!hasReading(call)) {
      codes.push('gpsMissing');
    } else if (hasPoint(address)) {
      const far = hasAddressDiscrepancy({
        reading: call,
        address: { latitude: address.latitude, longitude: address.longitude },
        evvState: record.evvState,
      });
      if (far) codes.push('gpsFarFromAddress');
    }
  }
  return codes;
}
