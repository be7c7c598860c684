import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../../session/session-context.tsx';
import { sendUnsentLanguage } from '../../session/language/language-sync.ts';
import { LanguagePicker } from '../../ui/language/language-picker.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * Issue 33 item 3: the app's language. Kept on this device at once and sent to the server for the user's other
 * devices; without a connection it goes when the connection returns or at the next sign-in (language-sync.ts).
 */
export function LanguageSection() {
  const { t } = useTranslation();
  const { api } = useActiveSession();
  return (
    <SettingsSection id="settings-language" title={t('language.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('language.intro')}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <LanguagePicker onChosen={() => void sendUnsentLanguage(api)} />
      </Box>
    </SettingsSection>
  );
}
