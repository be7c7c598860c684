import { describe, expect, it } from 'vitest';
import type { AppointmentData } from '../../data/index.ts';
import {
  appointmentFormReducer,
  existingAppointmentState,
  newAppointmentState,
  startModeState,
} from './appointment-form-state.ts';
import { NEW_YORK, NOW, filledState, writtenAddress } from './test-fixtures.ts';

describe('newAppointmentState (spec 1 §5: an appointment defaults to one hour)', () => {
  it('starts at the next quarter hour and lasts one hour, with nothing chosen but the organization', () => {
    const state = newAppointmentState({
      clientId: null,
      start: null,
      organizationId: 2,
      timeZone: NEW_YORK,
      now: NOW,
    });
    expect(state).toMatchObject({
      date: '2026-06-03',
      startTime: '10:15',
      endTime: '11:15',
      organizationId: 2,
      programId: null,
      status: null,
      sameAsEndAddress: true,
    });
  });

  it('starts where it was opened, for the client it was opened for', () => {
    const state = newAppointmentState({
      clientId: 5,
      start: new Date('2026-06-05T03:30:00.000Z'),
      organizationId: 2,
      timeZone: NEW_YORK,
      now: NOW,
    });
    expect(state).toMatchObject({ clientId: 5, date: '2026-06-04', startTime: '23:30', endTime: '00:30' });
  });
});

describe('existingAppointmentState', () => {
  const saved = {
    appointmentId: 81,
    clientId: 5,
    programId: 30,
    organizationId: 2,
    activityId: 10,
    serviceLocationId: 40,
    status: 'Kept',
    startDateInstance: '2026-06-02T02:00:00.000Z',
    endDateInstance: '2026-06-02T10:00:00.000Z',
    nonBillableMinutes: 15,
    activityDetailDescriptorList: [{ descriptorId: 3, descriptorType: 'Activity Qualifiers' }],
    startVisitAddress: writtenAddress,
    endVisitAddress: writtenAddress,
    sameAsEndAddress: true,
  } as unknown as AppointmentData;

  it('shows the saved appointment on the organization wall clock', () => {
    expect(existingAppointmentState(saved, NEW_YORK)).toMatchObject({
      appointmentId: 81,
      date: '2026-06-01',
      startTime: '22:00',
      endTime: '06:00',
      nonBillableMinutes: '15',
      qualifierIds: [3],
      startVisitAddress: writtenAddress,
      endVisitAddress: null,
      status: 'Kept',
    });
  });
});

describe('appointmentFormReducer', () => {
  it('clears what depends on a changed choice', () => {
    const state = filledState({ startVisitAddress: writtenAddress, newAddresses: [writtenAddress] });
    expect(appointmentFormReducer(state, { type: 'program', programId: 31 })).toMatchObject({
      programId: 31,
      activityId: null,
      serviceLocationId: 40,
    });
    expect(appointmentFormReducer(state, { type: 'organization', organizationId: 3 })).toMatchObject({
      organizationId: 3,
      programId: null,
      activityId: null,
      serviceLocationId: null,
    });
    expect(appointmentFormReducer(state, { type: 'client', clientId: 6 })).toMatchObject({
      clientId: 6,
      programId: null,
      startVisitAddress: null,
      newAddresses: [],
    });
  });

  it('leaves everything as it is when the same choice is made again', () => {
    const state = filledState();
    expect(appointmentFormReducer(state, { type: 'program', programId: 30 })).toBe(state);
  });

  it('keeps the length when the start time moves', () => {
    const state = appointmentFormReducer(filledState(), { type: 'startTime', time: '13:30' });
    expect(state).toMatchObject({ startTime: '13:30', endTime: '14:30' });
    expect(appointmentFormReducer(state, { type: 'endTime', time: '13:00' }).endTime).toBe('13:00');
  });

  it('takes in digits only, three at most (spec 1 §5)', () => {
    let state = appointmentFormReducer(filledState(), { type: 'nonBillableMinutes', text: '1000' });
    expect(state.nonBillableMinutes).toBe('100');
    state = appointmentFormReducer(state, { type: 'nonBillableMinutes', text: '4a5' });
    expect(state.nonBillableMinutes).toBe('45');
    expect(state.touched).toContain('nonBillableMinutes');
  });

  it('ticks and unticks qualifiers', () => {
    let state = appointmentFormReducer(filledState(), { type: 'qualifier', descriptorId: 3, checked: true });
    state = appointmentFormReducer(state, { type: 'qualifier', descriptorId: 4, checked: true });
    state = appointmentFormReducer(state, { type: 'qualifier', descriptorId: 3, checked: false });
    expect(state.qualifierIds).toEqual([4]);
  });

  it('offers a new address in the lists and chooses it for the end it was written for', () => {
    const state = appointmentFormReducer(filledState(), {
      type: 'newAddress',
      end: 'end',
      address: writtenAddress,
    });
    expect(state.newAddresses).toEqual([writtenAddress]);
    expect(state.endVisitAddress).toBe(writtenAddress);
    expect(state.startVisitAddress).toBeNull();
    expect(state.touched).toContain('endVisitAddress');
  });

  it('remembers which fields the user has been to', () => {
    const state = appointmentFormReducer(filledState(), { type: 'touch', field: 'program' });
    expect(appointmentFormReducer(state, { type: 'touch', field: 'program' }).touched).toEqual(['program']);
  });
});

describe('startModeState (spec 1 §4 Starting a session)', () => {
  it('sets In Session and moves the appointment to now, keeping its length', () => {
    const state = filledState({ status: 'Checked In', startTime: '13:00', endTime: '14:30' });
    expect(startModeState(state, NOW, NEW_YORK)).toMatchObject({
      status: 'In Session',
      date: '2026-06-03',
      startTime: '10:05',
      endTime: '11:35',
      clientId: state.clientId,
      activityId: state.activityId,
    });
  });

  it('starts the non-billable minutes at 0, and keeps minutes already entered (issue 20, item 9)', () => {
    expect(startModeState(filledState({ nonBillableMinutes: '' }), NOW, NEW_YORK).nonBillableMinutes).toBe(
      '0',
    );
    expect(startModeState(filledState({ nonBillableMinutes: '15' }), NOW, NEW_YORK).nonBillableMinutes).toBe(
      '15',
    );
  });
});
