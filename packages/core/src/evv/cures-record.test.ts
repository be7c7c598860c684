import { describe, expect, it } from 'vitest';
import { curesRecord } from './cures-record.ts';
import { DEMO_CASES, demoEvidence } from './testing/demo-evidence.ts';

describe('curesRecord', () => {
  it.each(DEMO_CASES)('carries the six elements of every demo visit: $name', ({ evidence }) => {
    const record = curesRecord(evidence);
    const { visit } = evidence;
    expect(record.serviceType).toEqual({
      activityId: visit.activityId,
      activityCode: 'PCA',
      description: 'Personal Care Assistance',
      procedureCode: evidence.billing.procedureCode,
      modifiers: evidence.billing.modifiers,
    });
    expect(record.recipient).toEqual({
      clientId: visit.clientId,
      firstName: 'Jane',
      lastName: 'Doe',
      medicaidId: evidence.billing.clientMedicaidId,
    });
    expect(record.provider.staffId).toBe(visit.staffId);
    expect(record.location.start).not.toBeNull();
    expect(record.calls).toEqual([
      {
        assignment: 'in',
        at: visit.beginActualDateTime,
        latitude: visit.startLatitude,
        longitude: visit.startLongitude,
        accuracyMeters: null,
        method: 'mobile',
      },
      {
        assignment: 'out',
        at: visit.endActualDateTime,
        latitude: visit.endLatitude,
        longitude: visit.endLongitude,
        accuracyMeters: null,
        method: 'mobile',
      },
    ]);
    expect(record.times).toEqual({
      start: visit.adjustedBeginDateTime ?? visit.startDateTime,
      end: visit.adjustedEndDateTime ?? visit.endDateTime,
    });
    const edited = visit.editTimesEventType !== null || visit.startDateTime !== visit.beginActualDateTime;
    expect(record.changes).toHaveLength(edited ? 1 : 0);
  });

  it('dates the service by its start in the organization zone, also for a visit across midnight', () => {
    const overnight = DEMO_CASES.find((c) => c.name.startsWith('overnight'))!.evidence;
    expect(curesRecord(overnight).serviceDate).toBe('2026-11-27');
    const lateUtc = demoEvidence({
      visit: {
        beginActualDateTime: '2026-11-28T03:30:00.000Z',
        endActualDateTime: '2026-11-28T04:30:00.000Z',
        startDateTime: '2026-11-28T03:30:00.000Z',
        endDateTime: '2026-11-28T04:30:00.000Z',
      },
    });
    // 03:30 UTC is 22:30 the evening before in New York.
    expect(curesRecord(lateUtc).serviceDate).toBe('2026-11-27');
  });

  it('keeps the edited times as adjusted, beside the calls, with one change naming who, when and why', () => {
    const evidence = DEMO_CASES.find((c) => c.name.startsWith('times edited'))!.evidence;
    const record = curesRecord(evidence);
    expect(record.adjusted).toEqual({
      start: evidence.visit.adjustedBeginDateTime,
      end: evidence.visit.adjustedEndDateTime,
    });
    expect(record.calls.map((call) => call.at)).toEqual([
      evidence.visit.beginActualDateTime,
      evidence.visit.endActualDateTime,
    ]);
    expect(record.changes).toEqual([
      {
        madeByStaffId: evidence.visit.staffId,
        madeAt: evidence.visit.changedDate,
        reasonCodeId: 13,
        reasonName: 'Client requested schedule change',
        memo: 'Client asked to start a little later than scheduled.',
        start: evidence.visit.adjustedBeginDateTime,
        end: evidence.visit.adjustedEndDateTime,
      },
    ]);
  });

  it('leaves a side unadjusted when the change kept its call time', () => {
    const visit = demoEvidence().visit;
    const evidence = demoEvidence({
      visit: {
        adjustedBeginDateTime: visit.beginActualDateTime,
        adjustedEndDateTime: '2026-11-27T16:30:00.000Z',
        editTimesEventType: 'EditTimes',
        editTimesReason: 11,
        editTimesComments: 'Forgot to stop the timer.',
      },
    });
    expect(curesRecord(evidence).adjusted).toEqual({ start: null, end: '2026-11-27T16:30:00.000Z' });
  });

  it('has no out call before the visit is stopped, and dates such a visit by its appointment', () => {
    const record = curesRecord(
      demoEvidence({
        visit: { beginActualDateTime: null, endActualDateTime: null, startDateTime: null, endDateTime: null },
      }),
    );
    expect(record.calls).toEqual([]);
    expect(record.times).toEqual({ start: null, end: null });
    expect(record.serviceDate).toBe('2026-11-27');
  });

  it('compares with the client home when the appointment has no visit address, and keeps the away reason', () => {
    const community = DEMO_CASES.find((c) => c.name.startsWith('community'))!.evidence;
    const record = curesRecord(community);
    expect(record.location.start?.source).toBe('home');
    expect(record.location.awayReason).toEqual({
      reasonCodeId: 31,
      memo: 'Accompanied the client to the pharmacy.',
    });
    const own = curesRecord(DEMO_CASES.find((c) => c.name.startsWith('at a visit address'))!.evidence);
    expect(own.location.start?.source).toBe('visit-address');
    expect(own.location.end).toEqual(own.location.start);
  });

  it('reads shown times moved off the calls with no Edit Times event as an edit without a reason', () => {
    const evidence = DEMO_CASES.find((c) => c.name.startsWith('times moved with no reason'))!.evidence;
    const record = curesRecord(evidence);
    expect(record.changes).toEqual([
      expect.objectContaining({ reasonCodeId: null, memo: null, start: evidence.visit.startDateTime }),
    ]);
    expect(record.adjusted).toEqual({ start: evidence.visit.startDateTime, end: evidence.visit.endDateTime });
  });

  it('names a reason code the agency no longer lists as unknown, never guessed', () => {
    const evidence = demoEvidence({
      visit: {
        editTimesEventType: 'EditTimes',
        editTimesReason: 999,
        editTimesComments: 'x',
        adjustedEndDateTime: '2026-11-27T16:30:00.000Z',
      },
    });
    expect(curesRecord(evidence).changes[0]?.reasonName).toBeNull();
  });
});
