import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../entities/appointment.ts';
import { formatMessage } from '../messages/format.ts';
import { findOverlaps, overlapDecision } from './overlap.ts';
import type { OverlapOther } from './overlap.ts';

const at = (hhmm: string) => new Date(`2025-06-14T${hhmm}:00Z`);
const other = (
  appointmentId: number,
  from: string,
  to: string,
  status: AppointmentStatus = 'None',
): OverlapOther => ({
  appointmentId,
  start: at(from),
  end: at(to),
  status,
});
const candidate = { appointmentId: null, start: at('10:00'), end: at('11:00') };

describe('findOverlaps', () => {
  it('finds appointments that overlap in part or in whole', () => {
    const others = [
      other(1, '09:30', '10:30'),
      other(2, '10:30', '11:30'),
      other(3, '10:15', '10:45'),
      other(4, '09:00', '12:00'),
      other(5, '10:00', '11:00'),
    ];
    expect(findOverlaps(candidate, others).map((o) => o.appointmentId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('does not count touching intervals as overlapping', () => {
    expect(findOverlaps(candidate, [other(1, '09:00', '10:00'), other(2, '11:00', '12:00')])).toEqual([]);
  });

  it('counts a one-minute overlap at either end', () => {
    expect(findOverlaps(candidate, [other(1, '09:00', '10:01'), other(2, '10:59', '12:00')])).toHaveLength(2);
  });

  it('ignores appointments entirely before or after', () => {
    expect(findOverlaps(candidate, [other(1, '07:00', '08:00'), other(2, '12:00', '13:00')])).toEqual([]);
  });

  it('ignores the same appointment', () => {
    const self = { appointmentId: 7, start: at('10:00'), end: at('11:00') };
    expect(
      findOverlaps(self, [other(7, '10:00', '11:00'), other(8, '10:30', '11:30')]).map(
        (o) => o.appointmentId,
      ),
    ).toEqual([8]);
  });

  it('ignores Error, DNS, CBT and CBC, and checks every other status', () => {
    const ignored = (['Error', 'DNS', 'CBT', 'CBC'] as const).map((status, i) =>
      other(i + 1, '10:00', '11:00', status),
    );
    expect(findOverlaps(candidate, ignored)).toEqual([]);
    const counted = (['None', 'Checked In', 'Co-Staff', 'In Session', 'Kept'] as const).map((status, i) =>
      other(i + 10, '10:00', '11:00', status),
    );
    expect(findOverlaps(candidate, counted)).toHaveLength(5);
  });

  it('takes an ended visit at its actual times: its booked slot after an early end is free (issue 20, item 4)', () => {
    // Booked 17:00-18:00, ended 17:36; the next visit starts at 17:37, at 17:36 (touching), or at 17:35.
    const finished = {
      ...other(1, '17:00', '18:00', 'Kept'),
      actualStart: at('17:02'),
      actualEnd: at('17:36'),
    };
    const from = (hhmm: string) => ({
      appointmentId: 2,
      start: at(hhmm),
      end: new Date(at(hhmm).getTime() + 3_600_000),
    });
    expect(findOverlaps(from('17:37'), [finished])).toEqual([]);
    expect(findOverlaps(from('17:36'), [finished])).toEqual([]);
    expect(findOverlaps(from('17:35'), [finished])).toEqual([finished]);
    // Before its actual begin is free too.
    expect(findOverlaps({ appointmentId: 2, start: at('16:00'), end: at('17:02') }, [finished])).toEqual([]);
  });

  it('holds the time a visit ran past its booked end, and the booked slot while a visit has not ended', () => {
    const late = { ...other(1, '09:00', '10:00', 'Kept'), actualStart: at('09:00'), actualEnd: at('10:20') };
    expect(findOverlaps(candidate, [late])).toEqual([late]);
    const running = {
      ...other(3, '09:00', '10:30', 'In Session'),
      actualStart: at('09:05'),
      actualEnd: null,
    };
    expect(findOverlaps(candidate, [running])).toEqual([running]);
  });

  it('keeps the caller’s own fields on the results', () => {
    const rich = [{ ...other(1, '10:00', '11:00'), clientName: 'Doe, Jane' }];
    expect(findOverlaps(candidate, rich)[0]?.clientName).toBe('Doe, Jane');
  });
});

describe('overlapDecision', () => {
  it('is ok without overlaps, whatever the staff setting', () => {
    expect(overlapDecision([], false)).toEqual({ kind: 'ok' });
    expect(overlapDecision([], true)).toEqual({ kind: 'ok' });
  });

  it('asks multi-book staff to confirm', () => {
    const decision = overlapDecision([other(1, '10:00', '11:00')], true);
    expect(decision).toEqual({ kind: 'confirm', message: { key: 'appointment.overlapContinue' } });
    if (decision.kind === 'confirm')
      expect(formatMessage(decision.message.key)).toBe('Do you want to continue?');
  });

  it('refuses other staff with the not-authorized message', () => {
    const decision = overlapDecision([other(1, '10:00', '11:00')], false);
    expect(decision).toEqual({ kind: 'refuse', message: { key: 'appointment.overlapRefused' } });
    if (decision.kind === 'refuse') {
      expect(formatMessage(decision.message.key)).toBe(
        'The staff member is not authorized to multibook appointments.',
      );
    }
  });

  it('names a visit still in session and says to stop it first (issue 36)', () => {
    const open = {
      ...other(1, '10:00', '11:00', 'In Session'),
      named: { client: 'Doe, Jane', started: '10:02 AM' },
    };
    const decision = overlapDecision([other(2, '10:00', '11:00'), open], false);
    expect(decision).toEqual({
      kind: 'refuse',
      message: { key: 'appointment.overlapOpenVisit', params: { client: 'Doe, Jane', started: '10:02 AM' } },
    });
    if (decision.kind === 'refuse') {
      expect(formatMessage(decision.message.key, decision.message.params)).toBe(
        'The staff member is not authorized to multibook appointments. The visit with Doe, Jane that started at 10:02 AM is still in session: stop it first, then try again.',
      );
    }
    expect(overlapDecision([{ ...open, status: 'Kept' }], false)).toEqual({
      kind: 'refuse',
      message: { key: 'appointment.overlapRefused' },
    });
  });
});
