import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppointmentDialogHost } from './appointment-dialog-host.tsx';

/** Each dialog shown, by the appointment it is for, with the close it was given. */
const closes = new Map<number, () => void>();

vi.mock('./appointment-dialog.tsx', () => ({
  AppointmentDialog: ({ target, onClose }: { target: { appointmentId: number }; onClose: () => void }) => {
    closes.set(target.appointmentId, onClose);
    return <div role="dialog" aria-label={`Appointment ${target.appointmentId}`} />;
  },
}));

/** The schedule behind the dialog: its query, and another appointment to tap. */
function Page() {
  const [params] = useSearchParams();
  return (
    <>
      <output aria-label="query">{params.toString()}</output>
      <Link to="/schedule?appointment=6">Appointment 6</Link>
    </>
  );
}

function renderHost() {
  render(
    <MemoryRouter initialEntries={['/schedule?appointment=5']}>
      <Page />
      <AppointmentDialogHost />
    </MemoryRouter>,
  );
}

describe('the Appointment dialog over any page (?appointment=ID)', () => {
  it('a save that ends after another appointment was opened does not close that one', async () => {
    renderHost();
    expect(await screen.findByRole('dialog', { name: 'Appointment 5' })).toBeInTheDocument();

    // Behind a slow save of 5, the user opens 6 on the schedule; then 5's save ends and closes its dialog.
    fireEvent.click(screen.getByRole('link', { name: 'Appointment 6' }));
    expect(await screen.findByRole('dialog', { name: 'Appointment 6' })).toBeInTheDocument();
    act(() => closes.get(5)!());
    expect(screen.getByRole('dialog', { name: 'Appointment 6' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('appointment=6');

    act(() => closes.get(6)!());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'query' })).toBeEmptyDOMElement();
  });
});
