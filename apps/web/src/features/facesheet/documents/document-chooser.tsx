import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { documentChoices, documentRequired, ageOn, type DocumentCrosswalk } from '@carevisit/core';
import { newestTemplates, type TemplateData } from '../../../data/index.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { useCrosswalks, useTemplates } from './use-documents.ts';

export interface DocumentChooserProps {
  open: boolean;
  /** The appointment the document is for; null for a document of the client alone. */
  appointment: { activityId: number; programId: number } | null;
  organizationId: number;
  birthDate: string | null;
  serviceDate: string;
  onChoose: (template: TemplateData) => void;
  onCancel: () => void;
}

const notRequired = (
  crosswalks: readonly DocumentCrosswalk[],
  appointment: DocumentChooserProps['appointment'],
) => appointment !== null && !documentRequired(crosswalks, appointment.activityId);

/**
 * spec 2 §2 the dialog to choose a document type, offering the newest version of each template the user may
 * create here (spec 2 §6: canAddDocumentInErc, isIncludeCarelogicEvv, the crosswalk, the client's age).
 */
export function DocumentChooser(props: DocumentChooserProps) {
  const { t } = useTranslation();
  const templates = useTemplates();
  const crosswalks = useCrosswalks();
  const loaded = templates && crosswalks;
  const choices = loaded
    ? documentChoices(newestTemplates(templates), crosswalks, {
        appointment: props.appointment,
        organizationId: props.organizationId,
        clientAge: ageOn(props.birthDate, props.serviceDate),
      }).sort((a, b) => a.description.localeCompare(b.description))
    : [];
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      aria-labelledby="document-chooser-title"
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 660 } } }}
    >
      <DialogTitle id="document-chooser-title">{t('serviceDocuments.chooserTitle')}</DialogTitle>
      <DialogContent dividers>
        {!loaded ? (
          <PageLoading />
        ) : notRequired(crosswalks, props.appointment) ? (
          <>
            <Typography variant="subtitle1" component="h3">
              {t('serviceDocuments.notRequiredTitle')}
            </Typography>
            <Typography variant="body2">{t('documents.notRequired')}</Typography>
          </>
        ) : choices.length === 0 ? (
          <Typography variant="body2">{t('serviceDocuments.chooserEmpty')}</Typography>
        ) : (
          <List disablePadding>
            {choices.map((template) => (
              // Each button in a list item of its own: a list holds only items (axe 'list').
              <ListItem key={template.id} disablePadding>
                <ListItemButton
                  onClick={() => props.onChoose(template)}
                  sx={{ minHeight: 48 }}
                  data-testid="document-choice"
                >
                  <ListItemText primary={template.description} secondary={template.code} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('serviceDocuments.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
