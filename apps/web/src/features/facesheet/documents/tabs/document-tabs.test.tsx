import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { OpenDocument } from '@carevisit/core';
import { emptyClient } from '../../../../data/client-data.ts';
import { draftDocument } from '../../../../../test/documents.ts';
import { seed, signedInEachTest } from '../../../../../test/signed-in.tsx';
import { DocumentTabs } from './document-tabs.tsx';
import { writeOpenDocuments } from './open-documents-store.ts';

const device = signedInEachTest('2030-01-10T15:00:00.000Z');

const BELL = 70;
const CARTER = 71;
/** The names are read from the encrypted local database: longer than findBy's default second on a busy machine. */
const WAIT = { timeout: 5_000 };

/** One document of each of these names per client, all open as tabs, in this order. */
async function openDocumentsOf(documents: { id: number; clientId: number; name: string; type: number }[]) {
  await seed(device(), 'client', [
    { ...emptyClient(BELL), lastName: 'Bell', firstName: 'Andrew' },
    { ...emptyClient(CARTER), lastName: 'Carter', firstName: 'Jasmine' },
  ]);
  await seed(
    device(),
    'document',
    documents.map(({ id, clientId, name, type }) => ({
      ...draftDocument([]),
      id,
      clientId,
      documentName: name,
      serviceDocumentId: type,
    })),
  );
  const open: OpenDocument[] = documents.map(({ id, clientId, type }) => ({
    documentId: id,
    clientId,
    serviceDocumentId: type,
  }));
  await writeOpenDocuments(device().active.session, open);
}

function renderTabs(clientId: number) {
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={[`/caseload/facesheet?clientId=${clientId}&tab=documents`]}>
      <DocumentTabs clientId={clientId} currentDocumentId={null} onClose={onClose}>
        The documents list
      </DocumentTabs>
    </MemoryRouter>,
    { wrapper: device().wrapper },
  );
  return { onClose, bar: screen.getByRole('tablist', { name: 'Open documents' }) };
}

describe('the open-document tabs (spec 2 §2, §4)', () => {
  it("names each tab and its close button with the document's client, also on another client's face sheet", async () => {
    await openDocumentsOf([
      { id: 1, clientId: BELL, name: 'Behavioral Health Assessment', type: 61 },
      { id: 2, clientId: BELL, name: 'Progress Note', type: 60 },
      { id: 3, clientId: CARTER, name: 'Progress Note', type: 60 },
      { id: 4, clientId: CARTER, name: 'Individual Therapy Progress Note', type: 62 },
    ]);
    renderTabs(CARTER);
    const bar = screen.getByRole('tablist', { name: 'Open documents' });
    // All four stay: the limit of four open documents is the user's, across clients.
    expect(
      await within(bar).findByRole('tab', { name: 'Progress Note, Bell, Andrew' }, WAIT),
    ).toHaveAttribute('href', '/caseload/facesheet/documents/serviceDocument?clientId=70&documentId=2');
    expect(within(bar).getByRole('tab', { name: 'Progress Note, Carter, Jasmine' })).toBeInTheDocument();
    // The close buttons stand beside the tab list, which holds tabs only.
    expect(within(bar).queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Close Behavioral Health Assessment, Bell, Andrew',
      'Close Progress Note, Bell, Andrew',
      'Close Progress Note, Carter, Jasmine',
      'Close Individual Therapy Progress Note, Carter, Jasmine',
    ]);
    // On the list, 'All Documents' is the selected tab, and the list its panel.
    const all = within(bar).getByRole('tab', { name: 'All Documents' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(within(bar).getByRole('tab', { name: 'Progress Note, Bell, Andrew' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('tabpanel', { name: 'All Documents' })).toHaveTextContent('The documents list');
  });

  it('moves the focus between the tabs with the arrow keys, Home and End; only the selected one is tabbable', async () => {
    await openDocumentsOf([
      { id: 2, clientId: BELL, name: 'Progress Note', type: 60 },
      { id: 3, clientId: CARTER, name: 'Progress Note', type: 60 },
    ]);
    const { bar } = renderTabs(BELL);
    const carter = await within(bar).findByRole('tab', { name: 'Progress Note, Carter, Jasmine' }, WAIT);
    const all = within(bar).getByRole('tab', { name: 'All Documents' });
    const bell = within(bar).getByRole('tab', { name: 'Progress Note, Bell, Andrew' });
    expect([all, bell, carter].map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const user = userEvent.setup({ delay: null });
    await user.tab();
    expect(all).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(bell).toHaveFocus();
    await user.keyboard('{End}');
    expect(carter).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(all).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(carter).toHaveFocus();
    await user.keyboard('{Home}');
    expect(all).toHaveFocus();
  });

  it("closes the tab of the client whose close button was pressed, not the other client's of the same name", async () => {
    await openDocumentsOf([
      { id: 2, clientId: BELL, name: 'Progress Note', type: 60 },
      { id: 3, clientId: CARTER, name: 'Progress Note', type: 60 },
    ]);
    const { onClose } = renderTabs(BELL);
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Close Progress Note, Carter, Jasmine' }, WAIT));
    expect(onClose).toHaveBeenCalledWith(3);
  });
});
