import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { idMapRow } from '../../../../data/sync/rewrite.ts';
import { signedInEachTest } from '../../../../../test/signed-in.tsx';
import { readOpenDocuments, writeOpenDocuments } from './open-documents-store.ts';
import { useDocumentOpener } from './use-open-document.ts';

const device = signedInEachTest('2030-01-10T15:00:00.000Z');

const CLIENT = 29;
const TEMPORARY_ID = -1776261671418;
const SERVER_ID = 11;

function renderOpener() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter
      initialEntries={[
        `/caseload/facesheet/documents/serviceDocument?clientId=${CLIENT}&documentId=${TEMPORARY_ID}`,
      ]}
    >
      {device().wrapper({ children })}
    </MemoryRouter>
  );
  return renderHook(() => ({ opener: useDocumentOpener(), location: useLocation() }), { wrapper });
}

describe('closing an open document’s tab (spec 2 §2)', () => {
  it('closes a tab drawn on a temporary id after its document reached the server, and leads to the list', async () => {
    const session = device().active.session;
    await writeOpenDocuments(session, [{ documentId: TEMPORARY_ID, clientId: CLIENT, serviceDocumentId: 1 }]);
    // The sync swaps the ids between the tab being drawn and the tap on its close button.
    await session.store.db.idMap.put(idMapRow('document', TEMPORARY_ID, SERVER_ID));
    const { result } = renderOpener();

    await act(() => result.current.opener.close(TEMPORARY_ID));

    expect(await readOpenDocuments(session)).toEqual([]);
    // The test's window is tablet sized: the list is the face sheet's Documents tab.
    const { pathname, search } = result.current.location;
    expect(`${pathname}${search}`).toBe(`/caseload/facesheet?clientId=${CLIENT}&tab=documents`);
  });
});
