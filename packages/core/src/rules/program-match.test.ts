import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import {
  activePrograms,
  clientProgramNotFoundMessage,
  findClientProgram,
  isWithinProgramDates,
  programDay,
} from './program-match.ts';
import type { ClientProgramCandidate } from './program-match.ts';

// 2025-06-15 03:00 UTC = 2025-06-14 22:00 CDT: tomorrow in UTC, still today in US Central.
const LATE_EVENING = new Date('2025-06-15T03:00:00Z');
const NOON = new Date('2025-06-14T17:00:00Z');

const enrolment = (overrides: Partial<ClientProgramCandidate> = {}): ClientProgramCandidate => ({
  clientProgramId: 1,
  clientId: 10,
  programId: 20,
  organizationId: 30,
  beginDate: '2025-01-01',
  endDate: null,
  ...overrides,
});

const find = (clientPrograms: ClientProgramCandidate[], serviceInstant = NOON, now = NOON) =>
  findClientProgram({ clientId: 10, programId: 20, organizationId: 30, serviceInstant, now, clientPrograms });

describe('programDay', () => {
  it('keeps a calendar date and reads an instant as its US Central date', () => {
    expect(programDay('2025-06-14')).toBe('2025-06-14');
    expect(programDay('2025-06-15T03:00:00Z')).toBe('2025-06-14');
    expect(programDay('2025-06-15T00:00:00-05:00')).toBe('2025-06-15');
  });

  it('rejects what is not a date', () => {
    expect(() => programDay('soon')).toThrow(RangeError);
  });
});

describe('isWithinProgramDates', () => {
  it('includes both the begin and the end day', () => {
    expect(isWithinProgramDates({ beginDate: '2025-06-14', endDate: '2025-06-14' }, NOON, NOON)).toBe(true);
    expect(isWithinProgramDates({ beginDate: '2025-06-15', endDate: null }, NOON, NOON)).toBe(false);
    expect(isWithinProgramDates({ beginDate: '2025-01-01', endDate: '2025-06-13' }, NOON, NOON)).toBe(false);
  });

  it('still matches a program ending today in US Central when it is already tomorrow in UTC', () => {
    expect(
      isWithinProgramDates({ beginDate: '2025-01-01', endDate: '2025-06-14' }, LATE_EVENING, LATE_EVENING),
    ).toBe(true);
    // and one beginning "tomorrow" (the UTC date) does not match yet
    expect(isWithinProgramDates({ beginDate: '2025-06-15', endDate: null }, LATE_EVENING, LATE_EVENING)).toBe(
      false,
    );
  });

  it('reads ISO instants in program dates as US Central dates', () => {
    // ends 2025-06-15 03:00 UTC = 14 June in Central
    const dates = { beginDate: '2025-01-01T06:00:00Z', endDate: '2025-06-15T03:00:00Z' };
    expect(isWithinProgramDates(dates, LATE_EVENING, LATE_EVENING)).toBe(true);
    expect(isWithinProgramDates(dates, new Date('2025-06-15T05:00:00Z'), LATE_EVENING)).toBe(false);
  });

  it('counts an open end as one year ahead of today, inclusive', () => {
    const open = { beginDate: '2025-01-01', endDate: null };
    // today (Central) is 2025-06-14: the open end is 2026-06-14
    expect(isWithinProgramDates(open, new Date('2026-06-15T04:59:00Z'), NOON)).toBe(true); // 23:59 CDT 14 June 2026
    expect(isWithinProgramDates(open, new Date('2026-06-15T05:00:00Z'), NOON)).toBe(false); // 00:00 CDT 15 June 2026
  });

  it('takes today in US Central for the open end', () => {
    const open = { beginDate: '2025-01-01', endDate: null };
    // now is 14 June in Central (15 June in UTC): a service on 15 June 2026 is past the open end
    expect(isWithinProgramDates(open, new Date('2026-06-15T17:00:00Z'), LATE_EVENING)).toBe(false);
    expect(isWithinProgramDates(open, new Date('2026-06-14T17:00:00Z'), LATE_EVENING)).toBe(true);
  });
});

describe('activePrograms', () => {
  it('keeps the programs covering the service day', () => {
    const programs = [
      { programId: 1, beginDate: '2025-01-01', endDate: '2025-06-14' },
      { programId: 2, beginDate: '2025-06-15', endDate: null },
      { programId: 3, beginDate: '2024-01-01', endDate: null },
    ];
    expect(activePrograms(programs, LATE_EVENING, LATE_EVENING).map((p) => p.programId)).toEqual([1, 3]);
  });
});

describe('findClientProgram', () => {
  it('finds the enrolment for the client, program and organization', () => {
    const match = enrolment({ clientProgramId: 5 });
    expect(find([match])).toBe(match);
  });

  it('returns null when client, program or organization differ', () => {
    expect(find([enrolment({ clientId: 11 })])).toBeNull();
    expect(find([enrolment({ programId: 21 })])).toBeNull();
    expect(find([enrolment({ organizationId: 31 })])).toBeNull();
    expect(find([])).toBeNull();
  });

  it('returns null outside the dates', () => {
    expect(find([enrolment({ endDate: '2025-06-13' })])).toBeNull();
    expect(find([enrolment({ beginDate: '2025-06-15' })])).toBeNull();
  });

  it('matches an enrolment ending today in US Central while it is already tomorrow in UTC', () => {
    const match = enrolment({ endDate: '2025-06-14' });
    expect(find([match], LATE_EVENING, LATE_EVENING)).toBe(match);
  });

  it('matches an open end up to exactly one year ahead', () => {
    const match = enrolment();
    expect(find([match], new Date('2026-06-14T17:00:00Z'))).toBe(match);
    expect(find([match], new Date('2026-06-15T17:00:00Z'))).toBeNull();
  });

  it('prefers the enrolment that began last, whatever the list order', () => {
    const older = enrolment({ clientProgramId: 1, beginDate: '2024-01-01' });
    const newer = enrolment({ clientProgramId: 2, beginDate: '2025-03-01' });
    expect(find([older, newer])?.clientProgramId).toBe(2);
    expect(find([newer, older])?.clientProgramId).toBe(2);
  });

  it('keeps the first on equal begin dates', () => {
    const first = enrolment({ clientProgramId: 1 });
    const second = enrolment({ clientProgramId: 2 });
    expect(find([first, second])?.clientProgramId).toBe(1);
  });
});

describe('clientProgramNotFoundMessage', () => {
  it('names client, program and organization', () => {
    const message = clientProgramNotFoundMessage(10, 20, 30);
    expect(message).toEqual({
      key: 'appointment.clientProgramNotFound',
      params: { clientId: 10, programId: 20, organizationId: 30 },
    });
    expect(formatMessage(message.key, message.params)).toBe(
      'Unable to determine client program: Client[10] Program[20] Org[30].',
    );
  });
});
