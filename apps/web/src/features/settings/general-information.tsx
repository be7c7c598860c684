import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@carevisit/core';
import { useActiveSession, useSessionStore } from '../../session/session-context.tsx';
import { describeDevice } from '../../platform/device-info.ts';
import { formatDateTime } from '../../ui/format/format-date-time.ts';
import { InfoRows, SettingsSection } from './settings-section.tsx';
import { useLastSyncMillis } from '../../ui/data/use-last-sync.ts';

/** spec 1 §1: Device, Operating System, Browser, Environment (with build number), Current User, Last Sync. */
export function GeneralInformation() {
  const { t } = useTranslation();
  const { db } = useSessionStore();
  const { session } = useActiveSession();
  const lastSync = useLastSyncMillis(db);
  const device = describeDevice(navigator.userAgent, navigator.maxTouchPoints);
  return (
    <SettingsSection id="settings-general" title={t('settingsPage.generalInformation')}>
      <InfoRows
        rows={[
          { label: t('settingsPage.version'), value: APP_VERSION, testId: 'settings-version' },
          { label: t('settingsPage.device'), value: device.device },
          { label: t('settingsPage.operatingSystem'), value: device.operatingSystem },
          { label: t('settingsPage.browser'), value: device.browser },
          {
            label: t('settingsPage.environment'),
            value: t('settingsPage.environmentValue', {
              host: window.location.host,
              build: __BUILD_NUMBER__,
            }),
          },
          { label: t('settingsPage.currentUser'), value: session.profile.displayName },
          {
            label: t('settingsPage.lastSync'),
            value: lastSync == null ? t('common.dash') : formatDateTime(lastSync),
            testId: 'settings-last-sync',
          },
        ]}
      />
    </SettingsSection>
  );
}
