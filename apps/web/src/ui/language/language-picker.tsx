import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, MESSAGE_LANGUAGES, type MessageLanguage } from '@carevisit/core';
import { chooseLanguage } from '../../i18n/choose-language.ts';
import { useLanguage } from '../../i18n/current-language.ts';

/**
 * Issue 33 item 3: English or Spanish, each named in its own language (and marked so, for screen readers). A
 * choice switches the app at once and is kept on the device; `onChosen` follows once it has (Settings sends it).
 */
export function LanguagePicker({ onChosen }: { onChosen?: (language: MessageLanguage) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const choose = async (next: MessageLanguage) => {
    // A catalog that cannot be loaded now leaves the screen as it is; the choice is kept all the same.
    await chooseLanguage(next).catch(() => undefined);
    onChosen?.(next);
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={language}
      aria-label={t('language.title')}
      onChange={(_, next: MessageLanguage | null) => {
        if (next && next !== language) void choose(next);
      }}
    >
      {MESSAGE_LANGUAGES.map((each) => (
        <ToggleButton key={each} value={each} lang={each} sx={{ px: 2 }}>
          {LANGUAGE_NAMES[each]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
