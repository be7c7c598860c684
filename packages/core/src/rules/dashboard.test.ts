import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../entities/appointment.ts';
import { stillToDo, tabletAppointmentDays, truncateName, upcomingAppointments } from './dashboard.ts';

const NEW_YORK = 'America/New_York';
// 2025-06-14 10:00 EDT
const NOW = new Date('2025-06-14T14:00:00Z');
const MINUTE = 60_000;

const at = (ms: number) => new Date(ms).toISOString();
const appt = (id: number, start: string, end: string, status: AppointmentStatus = 'None') => ({
  id,
  startDateInstance: start,
  endDateInstance: end,
  status,
});
/** An appointment that ended `msAgo` before NOW, one hour long. */
const endedAgo = (id: number, msAgo: number) =>
  appt(id, at(NOW.getTime() - msAgo - 60 * MINUTE), at(NOW.getTime() - msAgo));

describe('upcomingAppointments (spec 1 §9: at most 5; hidden once ended more than 15 minutes ago)', () => {
  it('still shows an appointment that ended exactly 15 minutes ago', () => {
    expect(upcomingAppointments([endedAgo(1, 15 * MINUTE)], NOW)).toHaveLength(1);
  });

  it('hides an appointment that ended 15 minutes and 1 ms ago', () => {
    expect(upcomingAppointments([endedAgo(1, 15 * MINUTE + 1)], NOW)).toEqual([]);
  });

  it('keeps a running appointment that started long ago', () => {
    const running = appt(1, '2025-06-14T06:00:00-04:00', '2025-06-14T11:00:00-04:00');
    expect(upcomingAppointments([running], NOW)).toEqual([running]);
  });

  it('sorts by start and keeps the first 5', () => {
    const hours = ['15', '09', '13', '11', '17', '12', '16'];
    const list = hours.map((hour) =>
      appt(Number(hour), `2025-06-14T${hour}:00:00-04:00`, `2025-06-14T${hour}:45:00-04:00`),
    );
    expect(upcomingAppointments(list, NOW).map(({ id }) => id)).toEqual([9, 11, 12, 13, 15]);
  });

  it('does not reorder the list it was given', () => {
    const list = [
      appt(2, '2025-06-15T10:00:00-04:00', '2025-06-15T11:00:00-04:00'),
      appt(1, '2025-06-14T12:00:00-04:00', '2025-06-14T13:00:00-04:00'),
    ];
    upcomingAppointments(list, NOW);
    expect(list.map(({ id }) => id)).toEqual([2, 1]);
  });

  it('counts real minutes across the autumn DST change, not wall-clock minutes', () => {
    // Ends 01:50 EDT on 2 November 2025; 01:05 EST (after the clocks went back) is 15 minutes later.
    const overnight = appt(1, '2025-11-02T00:30:00-04:00', '2025-11-02T01:50:00-04:00');
    expect(upcomingAppointments([overnight], new Date('2025-11-02T01:05:00-05:00'))).toHaveLength(1);
    expect(upcomingAppointments([overnight], new Date('2025-11-02T01:05:00.001-05:00'))).toEqual([]);
  });
});

describe('stillToDo (spec 1 §9: the dashboard lists what is still to do, on both sizes)', () => {
  const tonight = (id: number, status: AppointmentStatus) =>
    appt(id, '2025-06-14T19:00:00-04:00', '2025-06-14T20:00:00-04:00', status);

  it('leaves out finished and cancelled appointments before they end (issue 36: Kept, CBC, CBT at 7 PM)', () => {
    const list = (['Kept', 'CBC', 'CBT', 'DNS', 'Error', 'None', 'Checked In'] as const).map(
      (status, index) => tonight(index, status),
    );
    expect(stillToDo(list, NOW).map(({ status }) => status)).toEqual(['None', 'Checked In']);
  });

  it("lets tomorrow's visit in when five finished ones would have filled the list", () => {
    const done = [1, 2, 3, 4, 5].map((id) => tonight(id, 'Kept'));
    const tomorrow = appt(6, '2025-06-15T09:00:00-04:00', '2025-06-15T10:00:00-04:00');
    expect(upcomingAppointments([...done, tomorrow], NOW)).toEqual([tomorrow]);
  });

  it('hides a visit that ended an hour and a half ago (issue 36, the tablet list)', () => {
    expect(stillToDo([endedAgo(1, 90 * MINUTE)], NOW)).toEqual([]);
  });

  it('keeps an open session however long ago it was booked to end: it waits to be stopped', () => {
    const open = appt(1, '2025-06-14T06:00:00-04:00', '2025-06-14T07:00:00-04:00', 'In Session');
    expect(stillToDo([open], NOW)).toEqual([open]);
  });
});

describe('tabletAppointmentDays (spec 1 §2, §9: 7-day list, 30 days ahead limit)', () => {
  it('lists 7 consecutive days, empty ones included, each by start time', () => {
    const late = appt(1, '2025-06-16T15:00:00-04:00', '2025-06-16T16:00:00-04:00');
    const early = appt(2, '2025-06-16T08:00:00-04:00', '2025-06-16T09:00:00-04:00');
    const days = tabletAppointmentDays({
      appointments: [late, early],
      from: '2025-06-14',
      now: NOW,
      timeZone: NEW_YORK,
    });
    expect(days.map(({ date }) => date)).toEqual([
      '2025-06-14',
      '2025-06-15',
      '2025-06-16',
      '2025-06-17',
      '2025-06-18',
      '2025-06-19',
      '2025-06-20',
    ]);
    expect(days[2]!.appointments).toEqual([early, late]);
    expect(days.filter(({ appointments }) => appointments.length === 0)).toHaveLength(6);
  });

  it('leaves out appointments outside the 7 days', () => {
    const before = appt(1, '2025-06-13T10:00:00-04:00', '2025-06-13T11:00:00-04:00');
    const after = appt(2, '2025-06-21T10:00:00-04:00', '2025-06-21T11:00:00-04:00');
    const days = tabletAppointmentDays({
      appointments: [before, after],
      from: '2025-06-14',
      now: NOW,
      timeZone: NEW_YORK,
    });
    expect(days.flatMap(({ appointments }) => appointments)).toEqual([]);
  });

  it('stops at today + 30 (2025-07-14) and is empty after it', () => {
    const days = (from: string) =>
      tabletAppointmentDays({ appointments: [], from, now: NOW, timeZone: NEW_YORK }).map(({ date }) => date);
    expect(days('2025-07-08')).toHaveLength(7);
    expect(days('2025-07-10')).toEqual([
      '2025-07-10',
      '2025-07-11',
      '2025-07-12',
      '2025-07-13',
      '2025-07-14',
    ]);
    expect(days('2025-07-14')).toEqual(['2025-07-14']);
    expect(days('2025-07-15')).toEqual([]);
  });

  it('puts an appointment on its day in the time zone, not in UTC', () => {
    // 23:30 EDT on 14 June is 15 June in UTC.
    const lateEvening = appt(1, '2025-06-15T03:30:00Z', '2025-06-15T04:00:00Z');
    const days = tabletAppointmentDays({
      appointments: [lateEvening],
      from: '2025-06-14',
      now: NOW,
      timeZone: NEW_YORK,
    });
    expect(days[0]!.appointments).toEqual([lateEvening]);
    expect(days[1]!.appointments).toEqual([]);
  });

  it('groups and orders by the instant on the autumn DST day', () => {
    const secondOneThirty = appt(1, '2025-11-02T01:30:00-05:00', '2025-11-02T02:00:00-05:00');
    const firstOneThirty = appt(2, '2025-11-02T01:30:00-04:00', '2025-11-02T01:45:00-04:00');
    const lateEvening = appt(3, '2025-11-02T23:30:00-05:00', '2025-11-03T00:30:00-05:00');
    const days = tabletAppointmentDays({
      appointments: [lateEvening, secondOneThirty, firstOneThirty],
      from: '2025-11-01',
      now: new Date('2025-10-20T14:00:00Z'),
      timeZone: NEW_YORK,
    });
    expect(days[1]).toEqual({
      date: '2025-11-02',
      appointments: [firstOneThirty, secondOneThirty, lateEvening],
    });
  });

  it('takes today from the time zone for the 30-day limit, across the DST change', () => {
    // 23:30 EDT on 4 October: today is 2025-10-04 in New York (limit 2025-11-03), 5 October in UTC.
    const now = new Date('2025-10-05T03:30:00Z');
    const days = (timeZone: string) =>
      tabletAppointmentDays({ appointments: [], from: '2025-11-01', now, timeZone }).map(({ date }) => date);
    expect(days(NEW_YORK)).toEqual(['2025-11-01', '2025-11-02', '2025-11-03']);
    expect(days('UTC')).toEqual(['2025-11-01', '2025-11-02', '2025-11-03', '2025-11-04']);
  });
});

describe('truncateName (spec 1 §9: 6 characters plus ...)', () => {
  it('keeps a name of exactly 6 characters', () => {
    expect(truncateName('Robert')).toBe('Robert');
    expect(truncateName('Ann')).toBe('Ann');
  });

  it('cuts a 7-character name to 6 plus ...', () => {
    expect(truncateName('Roberta')).toBe('Robert...');
    expect(truncateName('Alexandria')).toBe('Alexan...');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateName('𝒜𝒷𝒸𝒹𝑒𝒻')).toBe('𝒜𝒷𝒸𝒹𝑒𝒻');
    expect(truncateName('𝒜𝒷𝒸𝒹𝑒𝒻𝑔')).toBe('𝒜𝒷𝒸𝒹𝑒𝒻...');
  });
});
