import { describe, expect, it } from 'vitest';
import { appointmentTimes, type OverlapOther } from '@carevisit/core';
import type { AppointmentFormState } from './appointment-form-state.ts';
import { nextSaveStep, type SaveConfirmation, type SaveContext } from './save-decision.ts';
import {
  NEW_YORK,
  NOW,
  enrolment,
  filledState,
  personalCare,
  therapy,
  writtenAddress,
} from './test-fixtures.ts';

const context = (changes: Partial<SaveContext> = {}): SaveContext => ({
  now: NOW,
  savedStatus: null,
  timeZone: NEW_YORK,
  isMultiBookSchedule: false,
  neighbours: [],
  clientPrograms: [enrolment],
  activity: therapy,
  ...changes,
});

const step = (
  state: AppointmentFormState,
  changes: Partial<SaveContext> = {},
  confirmed: SaveConfirmation[] = [],
) =>
  nextSaveStep(
    state,
    appointmentTimes(state.date, state.startTime, state.endTime, NEW_YORK),
    context(changes),
    new Set(confirmed),
  );

/** An appointment of the user's tomorrow 09:30-10:30, overlapping the form's 09:00-10:00. */
const neighbour = (status: OverlapOther['status']): OverlapOther => ({
  appointmentId: 500,
  start: new Date('2026-06-04T13:30:00.000Z'),
  end: new Date('2026-06-04T14:30:00.000Z'),
  status,
});

describe('nextSaveStep', () => {
  it('writes the appointment with its client program, and the minutes the activity allows', () => {
    const result = step(filledState({ nonBillableMinutes: '15' }));
    expect(result).toEqual({
      kind: 'save',
      input: {
        clientId: 5,
        organizationId: 2,
        programId: 30,
        activityId: therapy.activityId,
        serviceLocationId: 40,
        status: 'None',
        clientProgramId: 70,
        startDateInstance: '2026-06-04T13:00:00.000Z',
        endDateInstance: '2026-06-04T14:00:00.000Z',
        nonBillableMinutes: 15,
        activityDetailDescriptorList: [],
        startVisitAddress: null,
        endVisitAddress: null,
        sameAsEndAddress: true,
      },
    });
    const withoutMinutes = step(filledState({ nonBillableMinutes: '15' }), { activity: personalCare });
    expect(withoutMinutes.kind === 'save' && withoutMinutes.input.nonBillableMinutes).toBeNull();
  });

  it('asks about an overnight appointment first, then ends it the next day (spec 1 §4)', () => {
    const overnight = filledState({ startTime: '22:00', endTime: '06:00' });
    expect(step(overnight)).toMatchObject({
      kind: 'confirm',
      confirmation: 'overnight',
      title: { key: 'appointmentDialog.overnightTitle' },
      message: { key: 'appointmentDialog.overnight' },
    });
    const saved = step(overnight, {}, ['overnight']);
    expect(saved.kind === 'save' && saved.input.endDateInstance).toBe('2026-06-05T10:00:00.000Z');
  });

  it('refuses 24 hours or more with Cannot Save Appointment (spec 1 §5)', () => {
    expect(step(filledState({ endTime: '09:00' }), {}, ['overnight'])).toEqual({
      kind: 'refuse',
      title: 'appointment.cannotSaveTitle',
      message: { key: 'appointment.visitTooLong' },
    });
  });

  it('refuses when no client program covers the day (spec 1 §8)', () => {
    const ended = { ...enrolment, endDate: '2026-06-01' };
    expect(step(filledState(), { clientPrograms: [ended] })).toEqual({
      kind: 'refuse',
      title: 'appointment.cannotSaveTitle',
      message: {
        key: 'appointment.clientProgramNotFound',
        params: { clientId: 5, programId: 30, organizationId: 2 },
      },
    });
  });

  it('asks before saving a date out of range (spec 1 §4)', () => {
    const farAhead = filledState({ date: '2026-07-04' });
    expect(step(farAhead)).toMatchObject({ kind: 'confirm', confirmation: 'outOfRange' });
    expect(step(farAhead, {}, ['outOfRange']).kind).toBe('save');
    expect(step(filledState({ date: '2026-07-03' })).kind).toBe('save');
  });

  it('refuses an overlap without isMultiBookSchedule and asks with it (spec 1 §4, §6)', () => {
    const neighbours = [neighbour('None')];
    expect(step(filledState(), { neighbours })).toEqual({
      kind: 'refuse',
      title: 'appointmentDialog.overlapTitle',
      message: { key: 'appointment.overlapRefused' },
    });
    expect(step(filledState(), { neighbours, isMultiBookSchedule: true })).toEqual({
      kind: 'confirm',
      confirmation: 'overlap',
      title: { key: 'appointmentDialog.overlapTitle' },
      message: { key: 'appointment.overlapContinue' },
    });
    expect(step(filledState(), { neighbours, isMultiBookSchedule: true }, ['overlap']).kind).toBe('save');
  });

  it('ignores Error, DNS, CBT and CBC appointments, and the appointment itself', () => {
    const ignored = (['Error', 'DNS', 'CBT', 'CBC'] as const).map(neighbour);
    expect(step(filledState(), { neighbours: ignored }).kind).toBe('save');
    expect(step(filledState({ appointmentId: 500 }), { neighbours: [neighbour('None')] }).kind).toBe('save');
  });

  it('keeps qualifiers only for Kept, and no end address when it is the same as the start', () => {
    const kept = filledState({
      status: 'Kept',
      date: '2026-06-02',
      qualifierIds: [3, 4],
      startVisitAddress: writtenAddress,
      endVisitAddress: writtenAddress,
    });
    const saved = step(kept, {}, ['finalStatus']);
    expect(saved.kind === 'save' && saved.input).toMatchObject({
      activityDetailDescriptorList: [
        { descriptorId: 3, descriptorType: 'Activity Qualifiers' },
        { descriptorId: 4, descriptorType: 'Activity Qualifiers' },
      ],
      startVisitAddress: writtenAddress,
      endVisitAddress: null,
    });
    const none = step({ ...kept, status: 'None', sameAsEndAddress: false });
    expect(none.kind === 'save' && none.input).toMatchObject({
      activityDetailDescriptorList: [],
      endVisitAddress: writtenAddress,
    });
  });
});

describe('a status that cannot be changed once saved (issue 36)', () => {
  it('is asked about before the save, naming the status', () => {
    expect(step(filledState({ status: 'CBT' }))).toEqual({
      kind: 'confirm',
      confirmation: 'finalStatus',
      title: { key: 'appointmentDialog.finalStatusTitle', params: { status: 'CBT' } },
      message: { key: 'appointmentDialog.finalStatus', params: { status: 'CBT' } },
    });
    expect(step(filledState({ status: 'CBT' }), {}, ['finalStatus']).kind).toBe('save');
  });

  it('is not asked about again when the status was saved so already, nor for a status that can change', () => {
    expect(step(filledState({ status: 'CBT' }), { savedStatus: 'CBT' }).kind).toBe('save');
    expect(step(filledState({ status: 'None' })).kind).toBe('save');
  });
});
