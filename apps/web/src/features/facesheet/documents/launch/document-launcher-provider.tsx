import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ClientData, DocumentData } from '../../../../data/index.ts';
import { useActiveSession } from '../../../../session/session-context.tsx';
import { useRecord } from '../../../../ui/data/use-record.ts';
import {
  DocumentLauncherContext,
  type DocumentAppointment,
  type DocumentLauncher,
} from '../../../../ui/documents/document-launcher.ts';
import { DocumentChooser } from '../document-chooser.tsx';
import { documentPdfPath } from '../document-paths.ts';
import { OpenRefusalDialog } from '../tabs/open-refusal-dialog.tsx';
import { useDocumentOpener, type DocumentOpener } from '../tabs/use-open-document.ts';
import { useNewDocument } from '../use-new-document.ts';

interface NewDocumentRequest {
  clientId: number;
  appointment: DocumentAppointment;
  /** Tells two requests for the same appointment apart, so the chooser opens afresh. */
  serial: number;
}

/**
 * Lets task cards and the appointment card menu open documents (spec 2 §4: Incomplete and Unsigned Service
 * Document tasks and Edit Document open the document; the PDF task and View Document show its PDF; Missing
 * Service Document and New Document start a new one): the opener's limits and refusal dialogs, and the chooser
 * for the appointment, then the wizard.
 */
export function DocumentLauncherProvider({ children }: { children: ReactNode }) {
  const opener = useDocumentOpener();
  const [request, setRequest] = useState<NewDocumentRequest | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { open } = opener;
  const launcher = useMemo<DocumentLauncher>(
    () => ({
      openDocument: (document) =>
        void open({
          documentId: document.id,
          clientId: document.clientId,
          serviceDocumentId: document.serviceDocumentId,
        }),
      viewDocument: (document) => void navigate(documentPdfPath(pathname, document.clientId, document.id)),
      newDocument: (clientId, appointment) =>
        setRequest((previous) => ({ clientId, appointment, serial: (previous?.serial ?? 0) + 1 })),
    }),
    [open, navigate, pathname],
  );
  return (
    <DocumentLauncherContext.Provider value={launcher}>
      {children}
      {request && (
        <NewDocumentChooser
          key={request.serial}
          request={request}
          opener={opener}
          onDone={() => setRequest(null)}
        />
      )}
      <LauncherRefusal opener={opener} />
    </DocumentLauncherContext.Provider>
  );
}

function NewDocumentChooser(props: {
  request: NewDocumentRequest;
  opener: DocumentOpener;
  onDone: () => void;
}) {
  const { session } = useActiveSession();
  const client = useRecord<ClientData>(session.store, 'client', props.request.clientId);
  return client ? <ChooserFor client={client} {...props} /> : null;
}

function ChooserFor({
  client,
  request,
  opener,
  onDone,
}: {
  client: ClientData;
  request: NewDocumentRequest;
  opener: DocumentOpener;
  onDone: () => void;
}) {
  const creator = useNewDocument(client, request.appointment, opener.open, opener.canOpen);
  const { start } = creator;
  useEffect(() => start(), [start]);
  return (
    <DocumentChooser
      {...creator.chooser}
      onChoose={(template) => {
        creator.chooser.onChoose(template);
        onDone();
      }}
      onCancel={onDone}
    />
  );
}

function LauncherRefusal({ opener }: { opener: DocumentOpener }) {
  const { session } = useActiveSession();
  const refusal = opener.refusal;
  const blocking = useRecord<DocumentData>(
    session.store,
    'document',
    refusal?.kind === 'sameTypeOpen' ? refusal.blocking.documentId : null,
  );
  return (
    <OpenRefusalDialog refusal={refusal} documentName={blocking?.documentName ?? ''} onOk={opener.dismiss} />
  );
}
