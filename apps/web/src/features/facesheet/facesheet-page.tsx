import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PROGRAM_TIME_ZONE, dateInZone } from '@carevisit/core';
import type { ClientData } from '../../data/index.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { useCurrentOrganization } from '../../ui/data/use-current-organization.ts';
import { facesheetClientId } from '../../ui/navigation/app-links.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useLayoutKind } from '../../ui/use-layout.ts';
import { useNow } from '../../ui/use-now.ts';
import { useViewAudit } from '../../ui/use-view-audit.ts';
import { ClientHeader } from './client-header.tsx';
import { ClientNotFound } from './client-not-found.tsx';
import { ResumeDocumentationDialog } from './documents/launch/resume-documentation-dialog.tsx';
import { useSessionDocuments } from './documents/launch/use-session-documents.ts';
import { FacesheetTabs } from './facesheet-tabs.tsx';
import { SectionButtons } from './section-buttons.tsx';
import { useClientAppointments } from './use-client-appointments.ts';
import { useClientMessages } from './use-client-messages.ts';
import { useFacesheetClient } from './use-facesheet-client.ts';
import { useRecordRecentClient } from './use-record-recent-client.ts';

/** spec 1 §2, spec 2 §2 {parent}/facesheet?clientId=: one client's face sheet, under the section it came from. */
export function FacesheetPage() {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const [searchParams] = useSearchParams();
  const client = useFacesheetClient(session, facesheetClientId(searchParams));
  return (
    <>
      <PageTitle>{t('facesheet.title')}</PageTitle>
      {client === undefined ? (
        <PageLoading />
      ) : client === null ? (
        <ClientNotFound />
      ) : (
        // Keyed by client: another client's face sheet starts afresh (tabs, sort, details folded out).
        <Facesheet key={client.clientId} client={client} />
      )}
    </>
  );
}

/** A client the device holds: the view is audited and the client becomes a recent one. */
function Facesheet({ client }: { client: ClientData }) {
  const { session } = useActiveSession();
  useViewAudit(session, 'EVV Client Facesheet', client.clientId);
  useRecordRecentClient(client.clientId);
  const layout = useLayoutKind();
  const now = useNow();
  const timeZone = useCurrentOrganization(session)?.timeZone ?? PROGRAM_TIME_ZONE;
  const messages = useClientMessages(client.clientId);
  const hasMessages = messages && messages.length > 0;
  const sessionDocuments = useSessionDocuments(
    client.clientId,
    useClientAppointments(client.clientId, now, timeZone),
  );
  return (
    <Stack spacing={layout === 'tablet' ? 3 : 2}>
      <ClientHeader client={client} today={dateInZone(now, timeZone)} layout={layout} />
      {layout === 'handheld' && <SectionButtons clientId={client.clientId} hasMessages={hasMessages} />}
      <FacesheetTabs
        client={client}
        now={now}
        timeZone={timeZone}
        layout={layout}
        hasMessages={hasMessages}
        jumpToDocuments={sessionDocuments?.crosswalked === true}
      />
      <ResumeDocumentationDialog document={sessionDocuments?.toResume} />
    </Stack>
  );
}
