import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Radio,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@carevisit/core';
import { useDialogText, type DialogText } from '../../ui/use-dialog-text.ts';

export interface ChangeOrganizationDialogProps {
  open: boolean;
  organizations: Organization[];
  currentOrganizationId: number;
  /** Without a connection the choice is shown but cannot be made. */
  offline: boolean;
  /** Resolves with an error to show, or null once the organization has changed. */
  onChoose: (organizationId: number) => Promise<DialogText | null>;
  onClose: () => void;
}

/** spec 1 §2 dialog 'Change Organization': the EVV organizations available; choosing one changes to it. */
export function ChangeOrganizationDialog(props: ChangeOrganizationDialogProps) {
  const { t } = useTranslation();
  const text = useDialogText();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<DialogText | null>(null);
  const problem = props.offline ? 'settingsPage.changeOrganizationOffline' : error;

  const choose = async (organizationId: number) => {
    if (busy !== null || props.offline || organizationId === props.currentOrganizationId) return;
    setBusy(organizationId);
    setError(null);
    try {
      setError(await props.onChoose(organizationId));
    } finally {
      setBusy(null);
    }
  };

  const close = () => {
    if (busy !== null) return;
    setError(null);
    props.onClose();
  };

  return (
    <Dialog
      open={props.open}
      onClose={close}
      aria-labelledby="change-organization-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="change-organization-title">{t('settingsPage.changeOrganization')}</DialogTitle>
      <DialogContent sx={{ px: 0, pb: 0 }}>
        <DialogContentText sx={{ px: 3, mb: 1 }}>
          {t('settingsPage.changeOrganizationPrompt')}
        </DialogContentText>
        {problem && (
          <Alert severity={props.offline ? 'warning' : 'error'} sx={{ mx: 3, mb: 1, whiteSpace: 'pre-line' }}>
            {text(problem)}
          </Alert>
        )}
        <List aria-label={t('settingsPage.availableOrganizations')}>
          {props.organizations.map((organization) => {
            const current = organization.organizationId === props.currentOrganizationId;
            return (
              <ListItemButton
                key={organization.organizationId}
                selected={current}
                disabled={props.offline || (busy !== null && busy !== organization.organizationId)}
                aria-current={current ? 'true' : undefined}
                onClick={() => void choose(organization.organizationId)}
                sx={{ px: 3 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Radio
                    edge="start"
                    checked={current || busy === organization.organizationId}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-hidden': true } }}
                  />
                </ListItemIcon>
                <ListItemText primary={organization.name} />
              </ListItemButton>
            );
          })}
        </List>
        {busy !== null && <LinearProgress aria-label={t('common.loading')} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy !== null}>
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
