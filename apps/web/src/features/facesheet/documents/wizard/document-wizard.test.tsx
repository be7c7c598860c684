import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@carevisit/core';
import { DocumentsRepository, type DocumentData } from '../../../../data/index.ts';
import {
  assessmentForm,
  assessmentModule,
  draftDocument,
  templateOf,
  unfilledAssessment,
} from '../../../../../test/documents.ts';
import { seed, signedInEachTest } from '../../../../../test/signed-in.tsx';
import { DocumentWizard } from './document-wizard.tsx';

/** The signature page loads on demand: on a loaded two-core CI machine that takes longer than the default second. */
const SIGNATURE_PAGE_WAIT = { timeout: 10_000 };

const document = draftDocument([unfilledAssessment]);
const template = templateOf([assessmentModule], 0, 0);
const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

const device = signedInEachTest('2030-01-10T15:00:00.000Z');
beforeEach(async () => {
  // Offline: the document keeps its temporary id on the device, where the tests read it.
  device().server.failNext(/\/evv\/write\//, 'network', 1_000);
  await seed(device(), 'configurableForm', [assessmentForm]);
  await seed(device(), 'document', [document]);
});
afterEach(() => vi.restoreAllMocks());

async function renderWizard() {
  const onClose = vi.fn();
  render(<DocumentWizard document={document} template={template} onClose={onClose} />, {
    wrapper: device().wrapper,
  });
  const problem = await screen.findByRole('textbox', { name: /Presenting problem/ });
  return { onClose, problem, user: userEvent.setup({ delay: null }) };
}

/** What the device holds for the Assessment page's required field. */
async function storedProblem(): Promise<unknown> {
  const stored = await device().active.session.store.get<DocumentData>('document', document.id);
  const entry = stored?.data.moduleData.find((each) => each.moduleId === assessmentModule.moduleId);
  return entry?.fieldData.find((field) => field.key === 'problem')?.value;
}

const saveProblem = () => screen.queryByTestId('save-problem');

describe('the document wizard when a save on the device fails (issue 13)', () => {
  it('says so, keeps the change waiting, and saves it with the next change', async () => {
    const save = vi.spyOn(DocumentsRepository.prototype, 'save').mockRejectedValueOnce(full());
    const { problem, user } = await renderWizard();

    await user.type(problem, 'C');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.serviceDocuments.saveFailed);
    expect(alert).toHaveTextContent(en.serviceDocuments.saveFailedStorageFull);
    expect(alert).not.toHaveTextContent('quota');

    await user.type(problem, 'ough');
    await waitFor(() => expect(saveProblem()).toBeNull());
    await waitFor(async () => expect(await storedProblem()).toBe('Cough'));
    expect(save.mock.calls.length).toBeGreaterThan(1);
  });

  it('saves the waiting change on Retry, and the alert goes', async () => {
    vi.spyOn(DocumentsRepository.prototype, 'save').mockRejectedValueOnce(new Error('database closed'));
    const { problem, user } = await renderWizard();

    await user.type(problem, 'C');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.serviceDocuments.saveFailed);
    expect(alert).not.toHaveTextContent('database closed');
    expect(await storedProblem()).toBeUndefined();

    await user.click(within(alert).getByRole('button', { name: en.common.retry }));
    await waitFor(() => expect(saveProblem()).toBeNull());
    expect(await storedProblem()).toBe('C');
  });

  it('stays on the page when Next cannot save it, and moves once the save goes through', async () => {
    const { problem, user } = await renderWizard();
    await user.type(problem, 'Cough');
    await waitFor(async () => expect(await storedProblem()).toBe('Cough'));

    vi.spyOn(DocumentsRepository.prototype, 'save').mockRejectedValueOnce(full());
    const next = screen.getByRole('button', { name: en.serviceDocuments.next });
    await user.click(next);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.serviceDocuments.saveFailed);
    expect(screen.getByRole('textbox', { name: /Presenting problem/ })).toBeInTheDocument();
    expect(screen.queryByTestId('signature-page')).toBeNull();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(await screen.findByTestId('signature-page', {}, SIGNATURE_PAGE_WAIT)).toBeInTheDocument();
    expect(saveProblem()).toBeNull();
  });

  it('stays in the wizard when Save cannot sign, with Save enabled again', async () => {
    const { problem, user, onClose } = await renderWizard();
    await user.type(problem, 'Cough');
    await user.click(screen.getByRole('button', { name: en.serviceDocuments.next }));
    await screen.findByTestId('signature-page', {}, SIGNATURE_PAGE_WAIT);
    const saveButton = screen.getByRole('button', { name: en.serviceDocuments.save });
    await waitFor(() => expect(saveButton).toBeEnabled());

    // The pages are stored; the signing's write is the one that fails.
    vi.spyOn(DocumentsRepository.prototype, 'save').mockRejectedValueOnce(full());
    await user.click(saveButton);
    // The signature page has an alert of its own (no validation issues): the save's is the one at the top.
    expect(await screen.findByTestId('save-problem')).toHaveTextContent(en.serviceDocuments.saveFailed);
    expect(onClose).not.toHaveBeenCalled();
    expect(saveButton).toBeEnabled();

    await user.click(screen.getByRole('button', { name: en.common.retry }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
