import { describe, expect, it } from 'vitest';
import { checkAppointmentForm, type FormCheckContext } from './appointment-form-check.ts';
import { newAppointmentState } from './appointment-form-state.ts';
import { newJersey } from '../../data/testing/samples.ts';
import {
  NEW_YORK,
  NOW,
  filledState,
  groupTherapy,
  homeAddress,
  personalCare,
  therapy,
  writtenAddress,
} from './test-fixtures.ts';

const context = (changes: Partial<FormCheckContext> = {}): FormCheckContext => ({
  now: NOW,
  timeZone: NEW_YORK,
  activity: therapy,
  organization: newJersey,
  savedStatus: null,
  visitComplete: null,
  ...changes,
});

describe('checkAppointmentForm: spec 1 §5 save rules', () => {
  it('keeps Save disabled until program, organization, activity, service location and status are chosen', () => {
    const fresh = newAppointmentState({
      clientId: 5,
      start: null,
      organizationId: 2,
      timeZone: NEW_YORK,
      now: NOW,
    });
    const check = checkAppointmentForm(fresh, context({ activity: undefined }));
    expect(check.canSave).toBe(false);
    // The required messages wait until the user has been to the field.
    expect(check.shown).toEqual({});
    const touched = checkAppointmentForm(
      { ...fresh, touched: ['program', 'status'] },
      context({ activity: undefined }),
    );
    expect(touched.shown).toEqual({
      program: { key: 'appointment.required' },
      status: { key: 'appointment.required' },
    });
  });

  it('lets a complete appointment be saved', () => {
    const check = checkAppointmentForm(filledState(), context());
    expect(check.canSave).toBe(true);
    expect(check.shown).toEqual({});
    expect(check.durationMinutes).toBe(60);
    expect(check.times?.start.toISOString()).toBe('2026-06-04T13:00:00.000Z');
  });

  it('asks for the start address, and the end address unless it is the same (EVV address activities)', () => {
    const state = filledState({
      activityId: personalCare.activityId,
      touched: ['startVisitAddress', 'endVisitAddress'],
    });
    const missing = checkAppointmentForm(state, context({ activity: personalCare }));
    expect(missing.addressesRequired).toBe(true);
    expect(missing.canSave).toBe(false);
    expect(Object.keys(missing.shown)).toEqual(['startVisitAddress']);
    const separate = checkAppointmentForm(
      { ...state, startVisitAddress: writtenAddress, sameAsEndAddress: false },
      context({ activity: personalCare }),
    );
    expect(Object.keys(separate.shown)).toEqual(['endVisitAddress']);
    const same = checkAppointmentForm(
      { ...state, startVisitAddress: writtenAddress },
      context({ activity: personalCare }),
    );
    expect(same.canSave).toBe(true);
    expect(homeAddress.type).toBe('PHYS');
  });

  it('refuses an In Session start on a future date or at a future time', () => {
    const tomorrow = checkAppointmentForm(filledState({ status: 'In Session' }), context());
    expect(tomorrow.shown.startDate).toEqual({ key: 'appointment.futureStartDate' });
    expect(tomorrow.shown.status).toBeUndefined();
    const later = checkAppointmentForm(
      filledState({ status: 'In Session', date: '2026-06-03', startTime: '11:00', endTime: '12:00' }),
      context(),
    );
    expect(later.shown.startTime).toEqual({ key: 'appointment.futureStartTime' });
    expect(later.canSave).toBe(false);
    const begun = checkAppointmentForm(
      filledState({ status: 'In Session', date: '2026-06-03', startTime: '10:00', endTime: '11:00' }),
      context(),
    );
    expect(begun.canSave).toBe(true);
  });

  it('checks the non-billable minutes against the duration, overnight included', () => {
    const over = checkAppointmentForm(filledState({ nonBillableMinutes: '61' }), context());
    expect(over.shown.nonBillableMinutes).toEqual({ key: 'appointment.nonBillableExceedsDuration' });
    const overnight = checkAppointmentForm(
      filledState({ startTime: '22:00', endTime: '06:00', nonBillableMinutes: '120' }),
      context(),
    );
    expect(overnight.times?.overnight).toBe(true);
    expect(overnight.durationMinutes).toBe(480);
    expect(overnight.canSave).toBe(true);
    const empty = checkAppointmentForm(filledState({ nonBillableMinutes: '' }), context());
    expect(empty.canSave).toBe(false);
    expect(empty.nonBillableAllowed).toBe(true);
  });

  it('ignores the minutes of an activity that does not allow them', () => {
    const check = checkAppointmentForm(
      filledState({ activityId: groupTherapy.activityId, nonBillableMinutes: '' }),
      context({ activity: groupTherapy }),
    );
    expect(check.nonBillableAllowed).toBe(false);
    expect(check.canSave).toBe(true);
  });

  it('needs a date', () => {
    const check = checkAppointmentForm(filledState({ date: '' }), context());
    expect(check.times).toBeNull();
    expect(check.shown.startDate).toEqual({ key: 'appointment.required' });
    expect(check.canSave).toBe(false);
  });
});

describe('checkAppointmentForm: spec 1 §4 statuses', () => {
  it('offers Kept and In Session once the start has arrived, Checked In on the day', () => {
    const tomorrow = checkAppointmentForm(filledState(), context());
    expect(tomorrow.statusOptions).toEqual(['None', 'CBC', 'CBT', 'DNS', 'Error']);
    const begun = checkAppointmentForm(filledState({ date: '2026-06-03', startTime: '09:00' }), context());
    expect(begun.statusOptions).toEqual([
      'None',
      'Checked In',
      'CBC',
      'CBT',
      'DNS',
      'Error',
      'In Session',
      'Kept',
    ]);
  });

  it('leaves In Session out for aggregator activities', () => {
    const check = checkAppointmentForm(
      filledState({ date: '2026-06-03', startTime: '09:00', activityId: groupTherapy.activityId }),
      context({ activity: groupTherapy }),
    );
    expect(check.statusOptions).not.toContain('In Session');
  });

  it('says so when a chosen status no longer fits the date, and keeps showing it', () => {
    const check = checkAppointmentForm(filledState({ status: 'Kept' }), context());
    expect(check.statusOptions).toContain('Kept');
    expect(check.shown.status).toEqual({
      key: 'appointmentDialog.statusNotAllowed',
      params: { status: 'Kept' },
    });
    expect(check.canSave).toBe(false);
  });

  it('locks a final status, and In Session while its visit is open', () => {
    expect(
      checkAppointmentForm(filledState({ status: 'Kept' }), context({ savedStatus: 'Kept' })).statusEditable,
    ).toBe(false);
    const open = context({ savedStatus: 'In Session', visitComplete: 0 });
    expect(checkAppointmentForm(filledState({ status: 'In Session' }), open).statusEditable).toBe(false);
    expect(checkAppointmentForm(filledState(), context({ savedStatus: 'None' })).statusEditable).toBe(true);
  });
});
