import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useActiveSession, useSessionStore } from '../../session/session-context.tsx';
import { useOnline } from '../../platform/online-status.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useLayoutKind } from '../../ui/use-layout.ts';
import { AccountSettings } from './account-settings.tsx';
import { GeneralInformation } from './general-information.tsx';
import { LanguageSection } from './language-section.tsx';
import { LogOut } from './log-out.tsx';
import { OrganizationsSection } from './organizations-section.tsx';
import { PasskeysSection } from './passkeys-section.tsx';
import { passkeysUsable } from '../../platform/webauthn/passkey-support.ts';

/**
 * spec 1 §2 Settings page: General Information, the organizations, the language (issue 33), Account Settings
 * (offline mode only), the passkeys (issue 35, where the browser and host allow them) and Log Out, at the top on
 * handhelds and at the bottom on tablets.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const online = useOnline();
  const { session } = useActiveSession();
  const { config } = useSessionStore();
  const offlineMode = !online || session.offline;
  const handheld = layout === 'handheld';
  return (
    <Box sx={{ maxWidth: 1040 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}
      >
        <PageTitle>{t('pages.settings')}</PageTitle>
        {handheld && <LogOut />}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: handheld ? '1fr' : 'repeat(2, minmax(0, 1fr))',
          alignItems: 'start',
        }}
      >
        <GeneralInformation />
        <OrganizationsSection />
        <LanguageSection />
        {offlineMode && <AccountSettings />}
        {passkeysUsable(config) && <PasskeysSection />}
      </Box>
      {!handheld && (
        <Box sx={{ mt: 3 }}>
          <LogOut />
        </Box>
      )}
    </Box>
  );
}
