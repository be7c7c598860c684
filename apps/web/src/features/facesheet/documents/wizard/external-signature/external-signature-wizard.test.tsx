import { render, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@carevisit/core';
import { DocumentsRepository, type ClientData, type DocumentData } from '../../../../../data/index.ts';
import { draftDocument, templateOf } from '../../../../../../test/documents.ts';
import { seed, signedInEachTest } from '../../../../../../test/signed-in.tsx';
import { ExternalSignatureWizard } from './external-signature-wizard.tsx';

const document: DocumentData = {
  ...draftDocument([]),
  documentName: 'Release of Information',
  documentStatus: 'External Signature Needed',
};
// The wizard reads only the client's name (for 'External Signature Name Same as Client').
const client = { clientId: 70, firstName: 'Ann', lastName: 'Lee' } as Partial<ClientData> as ClientData;

const device = signedInEachTest('2030-01-10T15:00:00.000Z');
beforeEach(() => seed(device(), 'document', [document]));
afterEach(() => vi.restoreAllMocks());

type User = ReturnType<typeof userEvent.setup>;

/** Opens the Signatures page. */
async function openSignatures() {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('tab', { name: en.externalSignature.signaturesPage }));
  return user;
}

/** Marks the one block unable to sign, with this reason. */
/** Whose signature the block was (issue 31 item 4), then unwilling Yes, confirmed, and the reason. */
async function markUnable(user: User, reason: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${en.signaturePage.role}`) }));
  await user.click(await screen.findByRole('option', { name: en.signatureMeaning.client }));
  const unwilling = screen.getByRole('radiogroup', { name: en.signaturePage.unwilling });
  await user.click(within(unwilling).getByRole('radio', { name: en.common.yes }));
  const confirm = await screen.findByRole('dialog', { name: en.signaturePage.unwillingConfirmTitle });
  await user.click(within(confirm).getByRole('button', { name: en.common.yes }));
  await waitForElementToBeRemoved(confirm);
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${en.signaturePage.reason}`) }), reason);
}

function renderWizard() {
  const onClose = vi.fn();
  render(
    <ExternalSignatureWizard
      document={document}
      template={templateOf([], 1, 0)}
      client={client}
      onClose={onClose}
    />,
    { wrapper: device().wrapper },
  );
  return onClose;
}

describe('the external signature wizard (spec 2 §2, §4)', () => {
  it('saves once the block is marked unable to sign, with its reason, and leads back', async () => {
    // Offline: the blocks saved as they change stay on the device, and Save signs that same local record.
    device().server.failNext(/\/evv\/write\//, 'network', 1_000);
    const onClose = renderWizard();
    const user = await openSignatures();
    const save = screen.getByRole('button', { name: en.serviceDocuments.save });
    expect(save).toBeDisabled();

    await markUnable(user, 'Asleep');
    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const stored = await device().active.session.store.get<DocumentData>('document', document.id);
    expect(stored?.data.fullySigned).toBe(true);
    // Not acknowledged: waiting to be sent (dirty), or in a send the network fails (pending).
    expect(['dirty', 'pending']).toContain(stored?.row.syncState);
  });

  it('does not sign blocks that were not stored: it says so and stays, and Retry saves and signs', async () => {
    device().server.failNext(/\/evv\/write\//, 'network', 1_000);
    const save = vi
      .spyOn(DocumentsRepository.prototype, 'save')
      .mockRejectedValue(new Error('database closed'));
    const onClose = renderWizard();
    const user = await openSignatures();
    await markUnable(user, 'Asleep');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.serviceDocuments.saveFailed);

    const saveButton = screen.getByRole('button', { name: en.serviceDocuments.save });
    await user.click(saveButton);
    await waitFor(() => expect(saveButton).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    // Only the blocks were tried: the signing was never written over what the device does not hold.
    expect(save.mock.calls.every(([, change]) => !('fullySigned' in change))).toBe(true);
    const before = await device().active.session.store.get<DocumentData>('document', document.id);
    expect(before?.data.fullySigned).toBe(false);
    expect(screen.getByTestId('save-problem')).toBeInTheDocument();

    save.mockRestore();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: en.common.retry }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const stored = await device().active.session.store.get<DocumentData>('document', document.id);
    expect(stored?.data.fullySigned).toBe(true);
    expect(stored?.data.signature?.externalSignatures[0]?.unableReason).toBe('Asleep');
  });

  it('keeps saving the blocks after one save failed, and the alert goes', async () => {
    device().server.failNext(/\/evv\/write\//, 'network', 1_000);
    vi.spyOn(DocumentsRepository.prototype, 'save').mockRejectedValueOnce(new Error('database closed'));
    renderWizard();
    await markUnable(await openSignatures(), 'Asleep');
    await waitFor(() => expect(screen.queryByTestId('save-problem')).toBeNull());
    await waitFor(async () => {
      const stored = await device().active.session.store.get<DocumentData>('document', document.id);
      expect(stored?.data.signature?.externalSignatures[0]?.unableReason).toBe('Asleep');
    });
  });
});
