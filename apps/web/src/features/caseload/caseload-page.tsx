import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../../app/session/session-context.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useViewAudit } from '../../ui/use-view-audit.ts';

/** spec 1 §2 /caseload: the page frame; its content is built on the local database (issue 5). */
export function CaseloadPage() {
  const { t } = useTranslation();
  useViewAudit(useActiveSession().session, 'EVV Caseload');
  return <PageTitle>{t('pages.caseload')}</PageTitle>;
}
