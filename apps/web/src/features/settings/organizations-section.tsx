import { useState } from 'react';
import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveSession, useSessionStore } from '../../session/session-context.tsx';
import { useOnline } from '../../platform/online-status.ts';
import { ChangeOrganizationDialog } from './change-organization-dialog.tsx';
import { changeOrganization } from './change-organization.ts';
import { InfoRows, SettingsSection } from './settings-section.tsx';
import { useOrganizations } from './use-organizations.ts';

/**
 * spec 1 §2: Current Organization, the Available Organizations list, and Change Organization, offered only
 * when more than one EVV-enabled organization is available. A change goes to /dashboard.
 */
export function OrganizationsSection() {
  const { t } = useTranslation();
  const sessions = useSessionStore();
  const { session } = useActiveSession();
  const online = useOnline();
  const navigate = useNavigate();
  const organizations = useOrganizations(session);
  const [choosing, setChoosing] = useState(false);
  const currentId = session.profile.currentOrganizationId;
  const available = organizations?.available ?? [];

  const choose = async (organizationId: number) => {
    const result = await changeOrganization(sessions, organizationId);
    if (result.kind === 'failed') return result.message;
    setChoosing(false);
    if (result.kind === 'changed') void navigate('/dashboard');
    return null;
  };

  return (
    <SettingsSection id="settings-organizations" title={t('settingsPage.organizations')}>
      <InfoRows
        rows={[
          {
            label: t('settingsPage.currentOrganization'),
            value: organizations?.current?.name ?? t('common.dash'),
            testId: 'settings-current-organization',
          },
        ]}
      />
      <Typography
        id="settings-available-organizations"
        variant="body2"
        color="text.secondary"
        component="h3"
        sx={{ mt: 2 }}
      >
        {t('settingsPage.availableOrganizations')}
      </Typography>
      <List dense disablePadding aria-labelledby="settings-available-organizations">
        {available.map((organization) => (
          <ListItem key={organization.organizationId} disableGutters divider>
            <ListItemText primary={organization.name} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
            {organization.organizationId === currentId && (
              <Chip size="small" color="primary" variant="outlined" label={t('settingsPage.currentMarker')} />
            )}
          </ListItem>
        ))}
      </List>
      {available.length > 1 && (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => setChoosing(true)}>
            {t('settingsPage.changeOrganization')}
          </Button>
        </Box>
      )}
      <ChangeOrganizationDialog
        open={choosing}
        organizations={available}
        currentOrganizationId={currentId}
        offline={!online || session.offline}
        onChoose={choose}
        onClose={() => setChoosing(false)}
      />
    </SettingsSection>
  );
}
