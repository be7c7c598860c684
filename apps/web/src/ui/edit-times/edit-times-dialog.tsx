import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  dateInZone,
  minimumEditableDate,
  validateEditTimes,
  type Descriptor,
  type EditTimesErrors,
} from '@carevisit/core';
import { formatDateTime } from '../format/format-date-time.ts';
import { TimeField } from '../time-picker/time-field.tsx';
import { useDialogText } from '../use-dialog-text.ts';
import {
  editTimesDraft,
  editTimesInput,
  editedTimesOf,
  type EditTimesContext,
  type EditTimesDraft,
  type EditedTimes,
} from './edit-times-draft.ts';
import { FlowDialog } from './flow-dialog.tsx';
import { DateField } from './date-field.tsx';
import { FormSection } from './form-section.tsx';
import { ReasonFields } from './reason-fields.tsx';

export interface EditTimesDialogProps {
  context: EditTimesContext;
  edited: EditedTimes | null;
  /** EVV Reason Codes of the EditTimes event. */
  codes: readonly Descriptor[];
  evvState: string | null;
  /** The dialog's title: spec 1 §5's 'Edit Times' unless another use names it. */
  title?: string;
  onSave: (edited: EditedTimes | null) => void;
  onClose: () => void;
}

/** spec 1 §2 'Edit Times', §5 Edit times: the visit's start and end, every rule with its message. */
export function EditTimesDialog({
  context,
  edited,
  codes,
  evvState,
  title,
  onSave,
  onClose,
}: EditTimesDialogProps) {
  const { t } = useTranslation();
  const text = useDialogText();
  const { timeZone, recorded, requireReason } = context;
  const [draft, setDraft] = useState<EditTimesDraft>(() => editTimesDraft(recorded, edited, timeZone));
  const [failedTries, setFailedTries] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const errors: EditTimesErrors = attempted ? validateEditTimes(editTimesInput(draft, context)) : {};
  const message = (field: keyof EditTimesErrors) => (errors[field] ? text(errors[field]) : undefined);
  const change = (patch: Partial<EditTimesDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = () => {
    setAttempted(true);
    if (Object.keys(validateEditTimes(editTimesInput(draft, context))).length > 0) {
      setFailedTries((count) => count + 1);
      return;
    }
    onSave(editedTimesOf(draft, context));
  };

  // spec 1 §5: dates cannot be in the future; with a required reason, not before the minimum editable date.
  const today = dateInZone(context.now, timeZone);
  const minimum = context.beginActual
    ? minimumEditableDate(context.beginActual, requireReason, timeZone)
    : null;
  const rangeMessage = message('range') ?? message('conflict');
  return (
    <FlowDialog
      open
      titleId="edit-times-title"
      title={title ?? t('editTimesDialog.title')}
      onEscape={onClose}
      failedTries={failedTries}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={save}>
            {t('editTimesDialog.save')}
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('editTimesDialog.recorded', {
          start: formatDateTime(recorded.start.getTime(), timeZone),
          end: formatDateTime(recorded.end.getTime(), timeZone),
        })}
      </Typography>
      <FormSection id="edit-times-fields">
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
          <DateField
            id="edit-times-start-date"
            label={t('editTimesDialog.startDate')}
            value={draft.startDate}
            min={minimum}
            max={today}
            onChange={(startDate) => change({ startDate })}
            error={message('startDate')}
          />
          <TimeField
            id="edit-times-start-time"
            label={t('editTimesDialog.startTime')}
            value={draft.startTime}
            onChange={(startTime) => change({ startTime })}
            error={message('startTime')}
          />
          <DateField
            id="edit-times-end-date"
            label={t('editTimesDialog.endDate')}
            value={draft.endDate}
            min={minimum}
            max={today}
            onChange={(endDate) => change({ endDate })}
            error={message('endDate')}
          />
          <TimeField
            id="edit-times-end-time"
            label={t('editTimesDialog.endTime')}
            value={draft.endTime}
            onChange={(endTime) => change({ endTime })}
            error={message('endTime')}
          />
        </Box>
        {rangeMessage && (
          <Alert severity="error" role="alert">
            {rangeMessage}
          </Alert>
        )}
      </FormSection>
      {requireReason && (
        <FormSection id="edit-times-reason">
          <ReasonFields
            id="edit-times"
            reasonLabel={t('editTimesDialog.reason')}
            commentsLabel={t('editTimesDialog.comments')}
            codes={codes}
            evvState={evvState}
            reason={draft.reason}
            comments={draft.comments}
            onReason={(reason) => change({ reason })}
            onComments={(comments) => change({ comments })}
            reasonError={message('reason')}
            commentsError={message('comments')}
          />
        </FormSection>
      )}
    </FlowDialog>
  );
}
