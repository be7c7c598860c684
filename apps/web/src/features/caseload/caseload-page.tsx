import { useTranslation } from 'react-i18next';
import { PROGRAM_TIME_ZONE } from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { useCaseload } from '../../ui/data/use-caseload.ts';
import { useCurrentOrganization } from '../../ui/data/use-current-organization.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useLayoutKind } from '../../ui/use-layout.ts';
import { useViewAudit } from '../../ui/use-view-audit.ts';
import { CaseloadList } from './caseload-list.tsx';
import { CaseloadTable } from './caseload-table.tsx';

/** spec 2 §2 /caseload: the user's clients by last name; a list on handhelds, a table on tablets. */
export function CaseloadPage() {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  useViewAudit(session, 'EVV Caseload');
  const layout = useLayoutKind();
  const caseload = useCaseload(session);
  const timeZone = useCurrentOrganization(session)?.timeZone ?? PROGRAM_TIME_ZONE;
  return (
    <>
      <PageTitle>{t('pages.caseload')}</PageTitle>
      {caseload === undefined ? (
        <PageLoading />
      ) : caseload.length === 0 ? (
        <EmptyState>{t('empty.clients')}</EmptyState>
      ) : layout === 'handheld' ? (
        <CaseloadList caseload={caseload} />
      ) : (
        <CaseloadTable caseload={caseload} timeZone={timeZone} />
      )}
    </>
  );
}
