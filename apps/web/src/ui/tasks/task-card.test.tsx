import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LocalAppointment } from '../../data/index.ts';
import { DocumentLauncherContext, type DocumentLauncher } from '../documents/document-launcher.ts';
import { TaskCard } from './task-card.tsx';

// spec 2 §4 task statuses and their action: Open Session starts a visit for the appointment (through the start
// flow the card menu uses: the Appointment dialog in its start mode), None opens the appointment dialog.

const appointment: LocalAppointment = {
  appointmentId: 300,
  activityDetailId: null,
  evvVisitId: null,
  clientId: 70,
  staffId: 7,
  organizationId: 2,
  programId: 3,
  clientProgramId: null,
  activityId: 4,
  serviceLocationId: 5,
  serviceDocumentId: null,
  appointmentDate: '2026-11-20',
  appointmentType: 'S',
  startDateInstance: '2026-11-20T15:00:00.000Z',
  endDateInstance: '2026-11-20T16:00:00.000Z',
  duration: '01:00',
  status: 'In Session',
  nonBillableMinutes: null,
  hadDocument: 'N',
  incidentBillToStaff: false,
  incidentBillToStaffId: null,
  appointmentOutRange: 'false',
  actualStartTime: null,
  actualEndTime: null,
  activityDetailDescriptorList: [],
  startVisitAddress: null,
  endVisitAddress: null,
  sameAsEndAddress: true,
  changedDate: null,
  deletedDate: null,
  syncState: 'clean',
  syncError: null,
};
/** The task's own copy of the client's name; the card's client record has not arrived on the device. */
const client = { firstName: 'Ana', lastName: 'Reyes' };

/** Where the card asked the app to go: the page's query, through which any screen opens the Appointment dialog. */
function Query() {
  return <output data-testid="query">{useLocation().search}</output>;
}

function renderCard(kind: 'openSession' | 'noStatus') {
  const launcher: DocumentLauncher = { openDocument: vi.fn(), newDocument: vi.fn() };
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DocumentLauncherContext.Provider value={launcher}>
        <TaskCard
          task={{ kind, appointment, client, start: new Date(appointment.startDateInstance) }}
          client={undefined}
          timeZone="America/New_York"
        />
      </DocumentLauncherContext.Provider>
      <Query />
    </MemoryRouter>,
  );
  return { launcher, user: userEvent.setup({ delay: null }) };
}

describe('TaskCard actions (spec 2 §4)', () => {
  it('starts the session of an Open Session task: the Appointment dialog in its start mode', async () => {
    const { user, launcher } = renderCard('openSession');
    await user.click(screen.getByRole('button', { name: /^Open Session.*11\/20\/2026.*10:00 AM/ }));
    const query = new URLSearchParams(screen.getByTestId('query').textContent ?? '');
    expect(query.get('appointment')).toBe('300');
    expect(query.get('appointmentMode')).toBe('start');
    expect(launcher.newDocument).not.toHaveBeenCalled();
  });

  it('opens the appointment dialog, not a start, for an Appointment: No Status task', async () => {
    const { user } = renderCard('noStatus');
    await user.click(screen.getByRole('button', { name: /Appointment: No Status/ }));
    const query = new URLSearchParams(screen.getByTestId('query').textContent ?? '');
    expect(query.get('appointment')).toBe('300');
    expect(query.get('appointmentMode')).toBeNull();
  });
});
