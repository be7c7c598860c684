import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import { canSaveAppointment, evvAddressesRequired } from './appointment-form.ts';
import type { AppointmentFormValues } from './appointment-form.ts';

const CHICAGO = 'America/Chicago';
// 2025-06-14 10:00 CDT
const NOW = new Date('2025-06-14T15:00:00Z');
const EVV_ORG = { evv: true, evvAddresses: true };
const ADDRESS_ACTIVITY = { requireEvvAddress: true };

const values = (overrides: Partial<AppointmentFormValues> = {}): AppointmentFormValues => ({
  programId: 1,
  organizationId: 2,
  activityId: 3,
  serviceLocationId: 4,
  status: 'None',
  start: NOW,
  activity: { requireEvvAddress: false },
  organization: EVV_ORG,
  startVisitAddress: null,
  endVisitAddress: null,
  sameAsEndAddress: false,
  now: NOW,
  timeZone: CHICAGO,
  ...overrides,
});

describe('canSaveAppointment: required choices', () => {
  it('can save when everything is chosen', () => {
    expect(canSaveAppointment(values())).toEqual({ canSave: true, errors: {} });
  });

  it('cannot save without program, organization, activity, service location or status', () => {
    const cases = [
      ['program', { programId: null }],
      ['organization', { organizationId: null }],
      ['activity', { activityId: null }],
      ['serviceLocation', { serviceLocationId: null }],
      ['status', { status: null }],
    ] as const;
    for (const [field, override] of cases) {
      const result = canSaveAppointment(values(override));
      expect(result.canSave).toBe(false);
      expect(result.errors).toEqual({ [field]: { key: 'appointment.required' } });
    }
  });

  it('reports every missing choice at once', () => {
    const result = canSaveAppointment(
      values({
        programId: null,
        organizationId: null,
        activityId: null,
        serviceLocationId: null,
        status: null,
      }),
    );
    expect(Object.keys(result.errors).sort()).toEqual([
      'activity',
      'organization',
      'program',
      'serviceLocation',
      'status',
    ]);
  });
});

describe('canSaveAppointment: In Session cannot be in the future', () => {
  it('allows a start now or earlier', () => {
    expect(canSaveAppointment(values({ status: 'In Session', start: NOW })).canSave).toBe(true);
    expect(
      canSaveAppointment(values({ status: 'In Session', start: new Date('2025-06-13T15:00:00Z') })).canSave,
    ).toBe(true);
  });

  it('allows a start later within the current minute', () => {
    const now = new Date('2025-06-14T15:00:10Z');
    expect(
      canSaveAppointment(values({ status: 'In Session', start: new Date('2025-06-14T15:00:59Z'), now }))
        .canSave,
    ).toBe(true);
  });

  it('refuses a later time today with the future-time message', () => {
    const result = canSaveAppointment(
      values({ status: 'In Session', start: new Date('2025-06-14T15:01:00Z') }),
    );
    expect(result.canSave).toBe(false);
    expect(result.errors).toEqual({ startTime: { key: 'appointment.futureStartTime' } });
    expect(formatMessage('appointment.futureStartTime')).toBe('Start Time cannot be a future time.');
  });

  it('refuses a later date with the future-date message', () => {
    // 00:00 CDT 15 June
    const result = canSaveAppointment(
      values({ status: 'In Session', start: new Date('2025-06-15T05:00:00Z') }),
    );
    expect(result.errors).toEqual({ startDate: { key: 'appointment.futureStartDate' } });
    expect(formatMessage('appointment.futureStartDate')).toBe('Start Date cannot be a future date.');
  });

  it('judges the date in the time zone: 23:00 CDT is today even though UTC says tomorrow', () => {
    const now = new Date('2025-06-15T03:30:00Z'); // 22:30 CDT 14 June
    const start = new Date('2025-06-15T04:00:00Z'); // 23:00 CDT 14 June
    expect(canSaveAppointment(values({ status: 'In Session', start, now })).errors).toEqual({
      startTime: { key: 'appointment.futureStartTime' },
    });
  });

  it('does not apply to other statuses', () => {
    const future = new Date('2025-06-20T15:00:00Z');
    expect(canSaveAppointment(values({ status: 'None', start: future })).canSave).toBe(true);
    expect(canSaveAppointment(values({ status: 'Checked In', start: future })).canSave).toBe(true);
  });
});

describe('canSaveAppointment: EVV addresses', () => {
  const addressRequired = { activity: ADDRESS_ACTIVITY, organization: EVV_ORG };

  it('requires start and end addresses for address activities in EVV organizations', () => {
    expect(canSaveAppointment(values(addressRequired)).errors).toEqual({
      startVisitAddress: { key: 'appointment.required' },
      endVisitAddress: { key: 'appointment.required' },
    });
  });

  it('does not require the end address when it is the same as the start', () => {
    const result = canSaveAppointment(
      values({ ...addressRequired, startVisitAddress: { visitAddressId: 9 }, sameAsEndAddress: true }),
    );
    expect(result).toEqual({ canSave: true, errors: {} });
  });

  it('still requires the start address with sameAsEndAddress', () => {
    expect(canSaveAppointment(values({ ...addressRequired, sameAsEndAddress: true })).errors).toEqual({
      startVisitAddress: { key: 'appointment.required' },
    });
  });

  it('accepts an existing address by id or a new one written out (a negative id counts)', () => {
    const result = canSaveAppointment(
      values({
        ...addressRequired,
        startVisitAddress: { visitAddressId: -1718000000000 },
        endVisitAddress: { visitAddressId: null, street1: '1 Main St' },
      }),
    );
    expect(result.canSave).toBe(true);
  });

  it('does not accept a blank written address', () => {
    const result = canSaveAppointment(
      values({
        ...addressRequired,
        startVisitAddress: { street1: '  ' },
        endVisitAddress: { visitAddressId: 2 },
      }),
    );
    expect(result.errors).toEqual({ startVisitAddress: { key: 'appointment.required' } });
  });

  it('does not require addresses otherwise', () => {
    expect(
      canSaveAppointment(values({ activity: { requireEvvAddress: false }, organization: EVV_ORG })).canSave,
    ).toBe(true);
    expect(
      canSaveAppointment(
        values({ activity: ADDRESS_ACTIVITY, organization: { evv: false, evvAddresses: true } }),
      ).canSave,
    ).toBe(true);
    expect(
      canSaveAppointment(
        values({ activity: ADDRESS_ACTIVITY, organization: { evv: true, evvAddresses: false } }),
      ).canSave,
    ).toBe(true);
    expect(canSaveAppointment(values({ activity: null, activityId: null })).errors).toEqual({
      activity: { key: 'appointment.required' },
    });
  });
});

describe('evvAddressesRequired', () => {
  it('needs the activity flag and an EVV organization using EVV addresses', () => {
    expect(evvAddressesRequired(ADDRESS_ACTIVITY, EVV_ORG)).toBe(true);
    expect(evvAddressesRequired({ requireEvvAddress: false }, EVV_ORG)).toBe(false);
    expect(evvAddressesRequired(ADDRESS_ACTIVITY, { evv: false, evvAddresses: true })).toBe(false);
    expect(evvAddressesRequired(ADDRESS_ACTIVITY, { evv: true, evvAddresses: false })).toBe(false);
    expect(evvAddressesRequired(null, EVV_ORG)).toBe(false);
    expect(evvAddressesRequired(ADDRESS_ACTIVITY, null)).toBe(false);
  });
});
