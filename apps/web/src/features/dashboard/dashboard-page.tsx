import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../../session/session-context.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useLayoutKind } from '../../ui/use-layout.ts';
import { useViewAudit } from '../../ui/use-view-audit.ts';
import { HandheldDashboard } from './handheld-dashboard.tsx';
import { TabletDashboard } from './tablet-dashboard.tsx';

/** spec 1 §2 /dashboard: recent clients, appointments and incomplete tasks; a month calendar on tablets. */
export function DashboardPage() {
  const { t } = useTranslation();
  useViewAudit(useActiveSession().session, 'EVV Dashboard');
  const layout = useLayoutKind();
  return (
    <>
      <PageTitle>{t('pages.dashboard')}</PageTitle>
      {layout === 'handheld' ? <HandheldDashboard /> : <TabletDashboard />}
    </>
  );
}
