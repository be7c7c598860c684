import { MenuItem, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { COMMENTS_MAX, type Descriptor } from '@carevisit/core';

export interface ReasonFieldsProps {
  /** Prefix of the two fields' ids. */
  id: string;
  reasonLabel: string;
  commentsLabel: string;
  /** The EVV Reason Codes of the event, already chosen by state and organization. */
  codes: readonly Descriptor[];
  /** The organization's EVV state, named when it has no codes. */
  evvState: string | null;
  reason: number | null;
  comments: string;
  onReason: (reason: number) => void;
  onComments: (comments: string) => void;
  reasonError?: string | undefined;
  commentsError?: string | undefined;
  disabled?: boolean;
}

/** A reason code and its comments (spec 1 §5: both required where asked; comments at most 256 characters). */
export function ReasonFields(props: ReasonFieldsProps) {
  const { t } = useTranslation();
  const { codes, reason } = props;
  const chosen = codes.find((code) => code.descriptorId === reason);
  const noCodes =
    codes.length === 0 ? t('visitVerification.noReasonCodes', { state: props.evvState ?? '—' }) : undefined;
  return (
    <>
      <TextField
        select
        id={`${props.id}-reason`}
        label={props.reasonLabel}
        required
        value={chosen ? String(chosen.descriptorId) : ''}
        onChange={(event) => props.onReason(Number(event.target.value))}
        error={Boolean(props.reasonError)}
        helperText={props.reasonError ?? noCodes}
        disabled={props.disabled ?? false}
        margin="none"
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            displayEmpty: true,
            renderValue: () =>
              chosen ? (
                chosen.name
              ) : (
                <Typography component="span" color="text.secondary">
                  {t('visitVerification.reasonPlaceholder')}
                </Typography>
              ),
            MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
          },
        }}
      >
        {codes.map((code) => (
          <MenuItem key={code.descriptorId} value={String(code.descriptorId)} sx={{ whiteSpace: 'normal' }}>
            {code.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`${props.id}-comments`}
        label={props.commentsLabel}
        required
        multiline
        minRows={2}
        value={props.comments}
        onChange={(event) => props.onComments(event.target.value)}
        error={Boolean(props.commentsError)}
        helperText={
          props.commentsError ??
          t('visitVerification.commentsCount', { count: props.comments.length, max: COMMENTS_MAX })
        }
        disabled={props.disabled ?? false}
        margin="none"
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { maxLength: COMMENTS_MAX },
          formHelperText: { sx: props.commentsError ? {} : { textAlign: 'right' } },
        }}
      />
    </>
  );
}
