import { describe, expect, it } from 'vitest';
import {
  changedVerifiedFacts,
  verifiedAppointmentRefusal,
  type VerifiedAppointmentFacts,
} from './verified-appointment.ts';

const STORED: VerifiedAppointmentFacts = {
  clientId: 1,
  organizationId: 2,
  programId: 3,
  activityId: 4,
  status: 'Co-Staff',
  start: new Date('2025-06-14T15:00:00Z'),
  end: new Date('2025-06-14T16:00:00Z'),
  actualStart: new Date('2025-06-14T15:02:00Z'),
  actualEnd: new Date('2025-06-14T15:48:00Z'),
  qualifierIds: [7, 8],
};

describe('changedVerifiedFacts', () => {
  it('finds nothing in the same facts, with instants compared by time, not by object', () => {
    const copy = {
      ...STORED,
      start: new Date(STORED.start.getTime()),
      actualEnd: new Date(STORED.actualEnd!),
    };
    expect(changedVerifiedFacts(STORED, copy)).toEqual([]);
  });

  it('names each fact that changes, down to one millisecond', () => {
    const later = (date: Date) => new Date(date.getTime() + 1);
    expect(
      changedVerifiedFacts(STORED, {
        ...STORED,
        status: 'In Session',
        start: later(STORED.start),
        actualEnd: null,
        activityId: 5,
      }),
    ).toEqual(['activityId', 'status', 'start', 'actualEnd']);
    expect(changedVerifiedFacts({ ...STORED, actualStart: null }, STORED)).toEqual(['actualStart']);
  });

  it('names the qualifiers when the set changes, not when only their order does (issue 36)', () => {
    expect(changedVerifiedFacts(STORED, { ...STORED, qualifierIds: [8, 7] })).toEqual([]);
    expect(changedVerifiedFacts(STORED, { ...STORED, qualifierIds: [7] })).toEqual(['qualifierIds']);
    expect(changedVerifiedFacts(STORED, { ...STORED, qualifierIds: [7, 8, 9] })).toEqual(['qualifierIds']);
  });
});

describe('verifiedAppointmentRefusal', () => {
  const reopened = { ...STORED, status: 'In Session' as const, start: new Date('2025-06-14T20:37:00Z') };

  it('refuses a write that reopens or rewrites an appointment whose visit is verified (issue 20, item 1)', () => {
    expect(verifiedAppointmentRefusal(true, STORED, reopened)).toEqual({ key: 'appointment.visitVerified' });
    expect(verifiedAppointmentRefusal(true, STORED, { ...STORED, status: 'None' })).toEqual({
      key: 'appointment.visitVerified',
    });
  });

  it('lets a retried send of the same facts through', () => {
    expect(verifiedAppointmentRefusal(true, STORED, { ...STORED })).toBeNull();
  });

  it('leaves an appointment without a verified visit to the other rules', () => {
    expect(verifiedAppointmentRefusal(false, STORED, reopened)).toBeNull();
  });
});
