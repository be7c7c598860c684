import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Tab, Tabs } from '@mui/material';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import type { ClientData } from '../../data/index.ts';
import type { LayoutKind } from '../../ui/use-layout.ts';
import { AllergiesSection } from './allergies/allergies-section.tsx';
import { DiagnosesSection } from './diagnoses/diagnoses-section.tsx';
import { DocumentsSection } from './documents/documents-section.tsx';
import { FacesheetTasks } from './facesheet-tasks.tsx';
import { MedicationsSection } from './medications/medications-section.tsx';
import { MessagesSection } from './messages/messages-section.tsx';
import { VitalsSection } from './vitals/vitals-section.tsx';

export interface FacesheetTabsProps {
  client: ClientData;
  now: Date;
  timeZone: string;
  layout: LayoutKind;
  /** Whether the client has messages: undefined while they are read. */
  hasMessages: boolean | undefined;
  /** spec 2 §2: crosswalked documents exist for the client's session (useSessionDocuments). */
  jumpToDocuments: boolean;
}

// spec 2 §2: tablet tabs in this order.
const TABS = ['tasks', 'documents', 'messages', 'vitals', 'allergies', 'medications', 'diagnoses'] as const;
type FacesheetTab = (typeof TABS)[number];

/**
 * spec 2 §2: tablet tabs in the order Tasks, Documents, Messages, Vitals, Allergies, Medications, Diagnosis, the
 * set opening on the first and jumping to Documents when the client's session has crosswalked documents; the Messages tab warns when messages exist. A handheld shows the Tasks content
 * directly: its section buttons lead to the other sections' pages instead.
 */
export function FacesheetTabs({
  client,
  now,
  timeZone,
  layout,
  hasMessages,
  jumpToDocuments,
}: FacesheetTabsProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // spec 2 §2: the set opens on the first tab, and on tab 1 (Documents) when coming back from a document.
  const [tab, setTab] = useState<FacesheetTab>(
    searchParams.get('tab') === 'documents' ? 'documents' : TABS[0],
  );
  // spec 2 §2: ... and jumps to tab 1 when crosswalked documents exist; once, so the user's own choice stands.
  const jumped = useRef(false);
  useEffect(() => {
    if (!jumpToDocuments || jumped.current) return;
    jumped.current = true;
    setTab('documents');
  }, [jumpToDocuments]);
  const tasks = <FacesheetTasks client={client} now={now} timeZone={timeZone} layout={layout} />;
  if (layout === 'handheld') return tasks;
  const content: Record<FacesheetTab, () => ReactNode> = {
    tasks: () => tasks,
    documents: () => <DocumentsSection client={client} />,
    messages: () => <MessagesSection client={client} />,
    vitals: () => <VitalsSection client={client} />,
    allergies: () => <AllergiesSection client={client} />,
    medications: () => <MedicationsSection client={client} />,
    diagnoses: () => <DiagnosesSection client={client} />,
  };
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, next: FacesheetTab) => setTab(next)}
        aria-label={t('facesheet.sections')}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((each) => {
          const warn = each === 'messages' && hasMessages === true;
          return (
            <Tab
              key={each}
              value={each}
              label={t(`facesheet.${each}`)}
              icon={warn ? <WarningAmber color="warning" fontSize="small" aria-hidden /> : undefined}
              iconPosition="end"
              aria-label={warn ? t('facesheet.messagesWithWarning') : undefined}
              id={`facesheet-tab-${each}`}
              aria-controls={`facesheet-panel-${each}`}
              sx={{ minHeight: 48, textTransform: 'none', fontWeight: 600 }}
              data-testid={`facesheet-tab-${each}`}
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" id={`facesheet-panel-${tab}`} aria-labelledby={`facesheet-tab-${tab}`}>
        {content[tab]()}
      </Box>
    </Box>
  );
}
