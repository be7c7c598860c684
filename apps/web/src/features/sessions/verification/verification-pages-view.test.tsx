import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@carevisit/core';
import { HOUR, T0, localAppointment, visitData } from '../../../data/testing/samples.ts';
import { newJersey } from '../../../data/testing/samples.ts';
import { recordedTimes } from '../../../ui/edit-times/edit-times-draft.ts';
import type { VerificationReferences } from './use-verification-references.ts';
import { VerificationPages } from './verification-pages-view.tsx';

// A visit of 10:00-11:00 New York time at the visit address, stopped at 11:00, the dialogs opened then.
const stoppedAt = new Date(T0 + HOUR);
const visit = {
  ...visitData(-1, 300),
  appointmentId: 300,
  complete: -1 as const,
  endDateTime: stoppedAt.toISOString(),
  endActualDateTime: stoppedAt.toISOString(),
  endLatitude: 39.9,
  endLongitude: -75.1,
};
/** Where the session started and stopped: no address discrepancy to explain. */
const visitAddress = {
  visitAddressId: 800,
  street1: '1 Main St',
  street2: null,
  aptSuite: null,
  city: 'Camden',
  state: 'NJ',
  zip: '08102',
  addressLatitude: 39.9,
  addressLongitude: -75.1,
};
const appointment = localAppointment({
  evvVisitId: -1,
  endDateInstance: stoppedAt.toISOString(),
  actualStartTime: new Date(T0).toISOString(),
  startVisitAddress: visitAddress,
  endVisitAddress: visitAddress,
  syncState: 'dirty',
});
const references: VerificationReferences = {
  activity: undefined,
  client: undefined,
  reasonCodes: { EditTimes: [], SignatureMissing: [], VerificationDeclined: [], AddressDistance: [] },
  qualifiers: [],
  otherAppointments: [],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(stoppedAt);
});
afterEach(() => vi.useRealTimers());

function renderPages() {
  const onSubmit = vi.fn(() => Promise.resolve());
  const onCancel = vi.fn();
  render(
    <VerificationPages
      open
      visit={visit}
      appointment={appointment}
      organization={newJersey}
      references={references}
      recorded={recordedTimes(visit, stoppedAt)}
      openedAt={stoppedAt}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />,
  );
  return { onSubmit, onCancel, user: userEvent.setup({ delay: null }) };
}

const dialog = (title: string) => screen.getByRole('dialog', { name: title });

async function chooseStatus(user: ReturnType<typeof userEvent.setup>, status: string) {
  await user.click(screen.getByRole('combobox', { name: /^Status/ }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: status }));
}

describe('VerificationPages (spec 1 §4 Stopping a session)', () => {
  it('asks for the status on Submit and sends nothing', async () => {
    const { onSubmit, user } = renderPages();
    await user.click(
      within(dialog(en.visitVerification.title)).getByRole('button', { name: en.common.submit }),
    );
    expect(screen.getByText(en.verification.statusRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('goes on to the signature once the client has answered, and back with the answers kept', async () => {
    const { user } = renderPages();
    await chooseStatus(user, en.appointmentStatus.Kept);
    const questions = dialog(en.visitVerification.title);
    await user.click(within(questions).getByRole('button', { name: en.common.next }));
    expect(screen.getByText(en.verification.serviceRequired)).toBeInTheDocument();
    expect(screen.getByText(en.verification.durationRequired)).toBeInTheDocument();

    for (const question of [en.visitVerification.servicesQuestion, en.visitVerification.durationQuestion]) {
      const answers = within(questions).getByRole('radiogroup', { name: question });
      await user.click(within(answers).getByRole('radio', { name: en.visitVerification.yes }));
    }
    await user.click(within(questions).getByRole('button', { name: en.common.next }));
    const signature = await screen.findByRole('dialog', { name: en.visitVerification.signatureTitle });
    expect(within(signature).getByText(en.visitVerification.signatureHeading)).toBeInTheDocument();

    await user.click(within(signature).getByRole('button', { name: en.common.previous }));
    const again = await screen.findByRole('dialog', { name: en.visitVerification.title });
    expect(within(again).getByRole('combobox', { name: /^Status/ })).toHaveTextContent(
      en.appointmentStatus.Kept,
    );
    const services = within(again).getByRole('radiogroup', { name: en.visitVerification.servicesQuestion });
    expect(within(services).getByRole('radio', { name: en.visitVerification.yes })).toBeChecked();
  });

  it('submits a status that skips verification after saying the visit will not be sent', async () => {
    const { onSubmit, user } = renderPages();
    await chooseStatus(user, en.appointmentStatus.DNS);
    const questions = dialog(en.visitVerification.title);
    expect(within(questions).getByText(en.visitVerification.notSentTitle)).toBeInTheDocument();
    expect(within(questions).queryByRole('button', { name: en.common.next })).toBeNull();
    await user.click(within(questions).getByRole('button', { name: en.common.submit }));

    const confirm = await screen.findByRole('dialog', { name: en.visitVerification.submitTitle });
    expect(confirm).toHaveTextContent(en.verification.confirmNotSent.replace('{status}', 'DNS'));
    await user.click(within(confirm).getByRole('button', { name: en.common.submit }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ status: 'DNS' })]);
  });

  it('asks before discarding, and Yes leaves the session active (onCancel)', async () => {
    const { onCancel, user } = renderPages();
    await user.click(
      within(dialog(en.visitVerification.title)).getByRole('button', { name: en.common.cancel }),
    );
    const confirm = await screen.findByRole('dialog', { name: en.visitVerification.cancelTitle });
    expect(confirm).toHaveTextContent(en.visitVerification.cancelConfirm);
    await user.click(within(confirm).getByRole('button', { name: en.common.yes }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
