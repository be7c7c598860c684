import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { localAppointment } from '../../data/testing/samples.ts';
import { draftDocument } from '../../../test/documents.ts';
import { DocumentLauncherContext, type DocumentLauncher } from '../documents/document-launcher.ts';
import { TaskCard } from './task-card.tsx';

// spec 2 §4 task statuses and their action: Open Session starts a visit for the appointment (through the start
// flow the card menu uses: the Appointment dialog in its start mode), or stops the one already running; None opens
// the appointment dialog.

/** In Session, 10:00 AM New York time on 01/10/2030. */
const appointment = localAppointment();
/** The task's own copy of the client's name; the card's client record has not arrived on the device. */
const client = { firstName: 'Ana', lastName: 'Reyes' };

/** Where the card asked the app to go: the page's query, through which any screen opens the Appointment dialog. */
function Query() {
  return <output data-testid="query">{useLocation().search}</output>;
}

/** An uploaded PDF of the appointment, and an Incomplete document. */
const pdf = { ...draftDocument([]), id: 81, documentName: 'Court Order', documentStatus: 'PDF' as const };
const incomplete = { ...draftDocument([]), id: 82, documentStatus: 'Incomplete' as const };

function taskOf(kind: 'openSession' | 'noStatus' | 'pdf' | 'incomplete', runningVisitId?: number) {
  const base = { appointment, client, start: new Date(appointment.startDateInstance) };
  if (kind === 'pdf') return { ...base, kind, document: pdf };
  if (kind === 'incomplete') return { ...base, kind, document: incomplete };
  return { ...base, kind, ...(runningVisitId === undefined ? {} : { runningVisitId }) };
}

function renderCard(kind: Parameters<typeof taskOf>[0], runningVisitId?: number) {
  const launcher: DocumentLauncher = { openDocument: vi.fn(), viewDocument: vi.fn(), newDocument: vi.fn() };
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DocumentLauncherContext.Provider value={launcher}>
        <TaskCard task={taskOf(kind, runningVisitId)} client={undefined} timeZone="America/New_York" />
      </DocumentLauncherContext.Provider>
      <Query />
    </MemoryRouter>,
  );
  return { launcher, user: userEvent.setup({ delay: null }) };
}

describe('TaskCard actions (spec 2 §4)', () => {
  it('starts the session of an Open Session task: the Appointment dialog in its start mode', async () => {
    const { user, launcher } = renderCard('openSession');
    await user.click(screen.getByRole('button', { name: /^Open Session.*01\/10\/2030.*10:00 AM/ }));
    const query = new URLSearchParams(screen.getByTestId('query').textContent ?? '');
    expect(query.get('appointment')).toBe('300');
    expect(query.get('appointmentMode')).toBe('start');
    expect(launcher.newDocument).not.toHaveBeenCalled();
  });

  it('stops the visit of an Open Session task whose visit is already running, as the card menu does', async () => {
    const { user } = renderCard('openSession', 900);
    await user.click(screen.getByRole('button', { name: /^Open Session/ }));
    const query = new URLSearchParams(screen.getByTestId('query').textContent ?? '');
    expect(query.get('stopVisit')).toBe('900');
    expect(query.get('appointment')).toBeNull();
  });

  it('opens the appointment dialog, not a start, for an Appointment: No Status task', async () => {
    const { user } = renderCard('noStatus');
    await user.click(screen.getByRole('button', { name: /Appointment: No Status/ }));
    const query = new URLSearchParams(screen.getByTestId('query').textContent ?? '');
    expect(query.get('appointment')).toBe('300');
    expect(query.get('appointmentMode')).toBeNull();
  });

  it('shows the PDF of a PDF task in the viewer, not the document wizard', async () => {
    const { user, launcher } = renderCard('pdf');
    await user.click(screen.getByRole('button', { name: /^PDF:/ }));
    expect(launcher.viewDocument).toHaveBeenCalledWith(pdf);
    expect(launcher.openDocument).not.toHaveBeenCalled();
  });

  it('opens the document of an Incomplete Service Document task in its wizard', async () => {
    const { user, launcher } = renderCard('incomplete');
    await user.click(screen.getByRole('button', { name: /^Incomplete Service Document:/ }));
    expect(launcher.openDocument).toHaveBeenCalledWith(incomplete);
    expect(launcher.viewDocument).not.toHaveBeenCalled();
  });
});
