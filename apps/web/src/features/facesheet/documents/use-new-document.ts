import { useCallback, useState } from 'react';
import { PROGRAM_TIME_ZONE, dateInZone, type OpenDocument } from '@carevisit/core';
import type { ClientData, TemplateData } from '../../../data/index.ts';
import { useActiveSession } from '../../../session/session-context.tsx';
import { now } from '../../../platform/clock.ts';
import { useCurrentOrganization } from '../../../ui/data/use-current-organization.ts';
import type { DocumentAppointment } from '../../../ui/documents/document-launcher.ts';
import type { DocumentChooserProps } from './document-chooser.tsx';
import { useDocumentsRepository } from './use-documents.ts';

/**
 * spec 2 §2 Create New Document: the chooser, then a new document of the chosen template's newest version, saved
 * on the device at once and opened as a tab (when the open-documents limits allow it, checked first).
 */
export function useNewDocument(
  client: ClientData,
  appointment: DocumentAppointment | null,
  open: (document: OpenDocument) => Promise<void>,
  canOpen: (document: Omit<OpenDocument, 'documentId'>) => Promise<boolean>,
): { start: () => void; chooser: DocumentChooserProps } {
  const { session } = useActiveSession();
  const repository = useDocumentsRepository();
  const organization = useCurrentOrganization(session);
  const [chooserOpen, setChooserOpen] = useState(false);
  const organizationId = session.profile.currentOrganizationId;
  const serviceDate =
    appointment?.appointmentDate ?? dateInZone(now(), organization?.timeZone ?? PROGRAM_TIME_ZONE);
  const choose = useCallback(
    async (template: TemplateData) => {
      setChooserOpen(false);
      const tab = { clientId: client.clientId, serviceDocumentId: template.id };
      if (!(await canOpen(tab))) return;
      const created = await repository.create({
        template,
        clientId: client.clientId,
        staffId: session.staffId,
        organizationId,
        appointmentId: appointment?.appointmentId ?? null,
        clientProgramId: appointment?.clientProgramId ?? null,
        serviceDate,
      });
      await open({ ...tab, documentId: created.id });
    },
    [client.clientId, canOpen, repository, session.staffId, organizationId, appointment, serviceDate, open],
  );
  const start = useCallback(() => setChooserOpen(true), []);
  return {
    start,
    chooser: {
      open: chooserOpen,
      appointment,
      organizationId,
      birthDate: client.birthDate ?? null,
      serviceDate,
      onChoose: (template) => void choose(template),
      onCancel: () => setChooserOpen(false),
    },
  };
}
