import { useReducer } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { en, formatDuration, type Program, type ServiceLocation } from '@carevisit/core';
import { AppointmentFields } from './appointment-fields.tsx';
import { checkAppointmentForm } from './appointment-form-check.ts';
import {
  appointmentFormReducer,
  newAppointmentState,
  startModeState,
  type AppointmentFormState,
} from './appointment-form-state.ts';
import { newJersey } from '../../data/testing/samples.ts';
import { NEW_YORK, NOW, enrolment, filledState, personalCare, therapy } from './test-fixtures.ts';
import type { AppointmentReferences } from './use-appointment-references.ts';

// The dialog's fields with the dialog's own reducer and checks, over fixed reference records and a fixed now.

const synced = { changedDate: '2026-01-01T00:00:00.000Z', deletedDate: null };
const outpatient: Program = {
  programId: 30,
  name: 'Outpatient Therapy',
  code: 'OPT',
  beginDate: '2020-01-01',
  endDate: null,
  ...synced,
};
const home: ServiceLocation = { serviceLocationId: 40, code: '12', placeOfService: 'Home', ...synced };
const activities = [personalCare, therapy];

function references(state: AppointmentFormState, enrolled = [enrolment]): AppointmentReferences {
  return {
    organizations: [newJersey],
    organization: newJersey,
    scopeOrganizations: [newJersey],
    clientPrograms: enrolled,
    programs: new Map([[outpatient.programId, outpatient]]),
    activities,
    activity: activities.find((activity) => activity.activityId === state.activityId),
    serviceLocations: [home],
    serviceLocation: state.serviceLocationId === home.serviceLocationId ? home : undefined,
    qualifiers: [],
    staff: undefined,
    visitComplete: null,
  };
}

function Fields(props: {
  initial: AppointmentFormState;
  startMode?: boolean;
  enrolled?: (typeof enrolment)[];
}) {
  const [state, dispatch] = useReducer(appointmentFormReducer, props.initial);
  const refs = references(state, props.enrolled);
  const check = checkAppointmentForm(state, {
    now: NOW,
    timeZone: NEW_YORK,
    activity: refs.activity,
    organization: newJersey,
    savedStatus: null,
    visitComplete: null,
  });
  return (
    <AppointmentFields
      state={state}
      dispatch={dispatch}
      check={check}
      references={refs}
      client={undefined}
      caseload={null}
      layout="tablet"
      now={NOW}
      timeZone={NEW_YORK}
      startMode={props.startMode ?? false}
    />
  );
}

const fresh = () =>
  newAppointmentState({ clientId: 5, start: null, organizationId: 2, timeZone: NEW_YORK, now: NOW });

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('AppointmentFields (spec 1 §2, §5)', () => {
  it('asks for a status only once the user has opened the list and left it empty', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Fields initial={fresh()} />);
    expect(screen.queryByText(en.appointment.required)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.keyboard('{Escape}');
    expect(await screen.findByText(en.appointment.required)).toBeInTheDocument();
  });

  it("offers the client's program in the organization, then the program's activities", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Fields initial={fresh()} />);
    await choose(user, en.appointmentDialog.program, outpatient.name);
    expect(screen.getByRole('combobox', { name: /^Program/ })).toHaveTextContent(outpatient.name);
    await choose(user, en.appointmentDialog.activity, therapy.description);
    // Individual Therapy allows non-billable minutes (spec 1 §5); Personal Care asks for visit addresses.
    expect(
      screen.getByLabelText(en.appointmentDialog.nonBillableMinutes, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByText(en.appointmentDialog.startVisitAddress)).not.toBeInTheDocument();
    await choose(user, en.appointmentDialog.activity, personalCare.description);
    expect(screen.queryByLabelText(en.appointmentDialog.nonBillableMinutes, { exact: false })).toBeNull();
    expect(screen.getAllByText(en.appointmentDialog.startVisitAddress).length).toBeGreaterThan(0);
  });

  it('says why the program list is empty when the client has no program in the organization', () => {
    render(<Fields initial={fresh()} enrolled={[{ ...enrolment, organizationId: 3 }]} />);
    expect(screen.getByText(en.appointmentDialog.noClientOrganization)).toBeInTheDocument();
  });

  it('shows the length of the visit under the end time', () => {
    render(<Fields initial={filledState({ startTime: '09:00', endTime: '10:30' })} />);
    const duration = en.appointmentDialog.duration.replace('{duration}', formatDuration(90));
    expect(screen.getByText(duration)).toBeInTheDocument();
  });

  it('locks the date, start time and status when a session starts (spec 1 §4)', () => {
    render(<Fields initial={startModeState(filledState(), NOW, NEW_YORK)} startMode />);
    expect(screen.getByLabelText(en.appointmentDialog.date, { exact: false })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: en.appointmentDialog.startTime })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: en.appointmentDialog.endTime })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(en.sessions.startModeStatus)).toBeInTheDocument();
    expect(screen.getByLabelText(en.appointmentDialog.date, { exact: false })).toHaveValue('2026-06-03');
  });
});
