import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PinOutlined from '@mui/icons-material/PinOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsSection } from './settings-section.tsx';

/** spec 1 §2 Account Settings: Change Offline PIN, shown in offline mode only (the page decides). */
export function AccountSettings() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="settings-account" title={t('settingsPage.accountSettings')}>
      <List disablePadding>
        <ListItemButton component={Link} to="/changeOfflinePin" sx={{ borderRadius: 1, mx: -1, px: 1 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <PinOutlined color="primary" />
          </ListItemIcon>
          <ListItemText primary={t('settingsPage.changeOfflinePin')} />
          <ChevronRight color="action" />
        </ListItemButton>
      </List>
    </SettingsSection>
  );
}
