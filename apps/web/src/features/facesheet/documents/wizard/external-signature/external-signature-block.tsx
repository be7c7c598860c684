import { useId, useState } from 'react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  EXTERNAL_SIGNATURE_NAME_MAX,
  LONG_TEXT_MAX,
  chooseUnwilling,
  externalSlotErrors,
  isSelfSignatureName,
  selfSignatureName,
  type ExternalSignature,
  type Message,
} from '@carevisit/core';
import type { ClientData } from '../../../../../data/index.ts';
import { MessageDialog } from '../../../../../ui/message-dialog.tsx';
import { SignaturePad } from '../../../../../ui/signature/signature-pad.tsx';

/**
 * One external signature block (spec 2 §4 Signature flow, §5 Signature page), by core's signature-external
 * rules: unwilling Yes asks for confirmation, then a reason (max 4000); No takes a name (max 50, or 'External
 * Signature Name Same as Client') and a drawn signature. Each missing part shows its message once the block
 * was touched.
 */
export function ExternalSignatureBlock({
  number,
  slot,
  client,
  readOnly,
  onChange,
}: {
  number: number;
  slot: ExternalSignature;
  client: ClientData;
  readOnly: boolean;
  onChange: (slot: ExternalSignature) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const errors = touched ? externalSlotErrors(slot) : {};
  const text = (message: Message | undefined) => (message ? t(message.key, message.params) : undefined);
  const change = (next: ExternalSignature) => {
    setTouched(true);
    onChange(next);
  };
  const unwilling = slot.unableToCollectYN === 'Y';
  const selfName =
    client.lastName && client.firstName
      ? selfSignatureName({ firstName: client.firstName, lastName: client.lastName })
      : null;
  const title = t('externalSignature.signer', { number });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="external-signature-block">
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <FormControl disabled={readOnly}>
          <FormLabel id={`${id}-unwilling`}>{t('signaturePage.unwilling')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-unwilling`}
            value={slot.unableToCollectYN}
            onChange={(event) => {
              if (event.target.value === 'Y') setConfirming(true);
              else change({ ...slot, ...chooseUnwilling(slot, 'N', true) });
            }}
          >
            <FormControlLabel value="Y" control={<Radio />} label={t('externalSignature.unwillingYes')} />
            <FormControlLabel value="N" control={<Radio />} label={t('externalSignature.unwillingNo')} />
          </RadioGroup>
        </FormControl>
        {unwilling ? (
          <TextField
            label={t('signaturePage.reason')}
            value={slot.unableReason ?? ''}
            onChange={(event) => change({ ...slot, unableReason: event.target.value })}
            multiline
            minRows={3}
            disabled={readOnly}
            required
            error={Boolean(errors.reason)}
            helperText={text(errors.reason)}
            slotProps={{ htmlInput: { maxLength: LONG_TEXT_MAX } }}
          />
        ) : (
          <>
            <TextField
              label={t('signaturePage.externalName')}
              value={slot.name ?? ''}
              onChange={(event) => change({ ...slot, name: event.target.value })}
              disabled={readOnly}
              required
              error={Boolean(errors.name)}
              helperText={text(errors.name)}
              slotProps={{ htmlInput: { maxLength: EXTERNAL_SIGNATURE_NAME_MAX } }}
            />
            {selfName && (
              <FormControlLabel
                disabled={readOnly}
                control={
                  <Checkbox
                    checked={isSelfSignatureName(slot.name)}
                    onChange={(event) => change({ ...slot, name: event.target.checked ? selfName : null })}
                  />
                }
                label={t('signaturePage.nameSameAsClient')}
              />
            )}
            <SignaturePad
              id={`${id}-pad`}
              value={slot.signature}
              onChange={(signature) => change({ ...slot, signature })}
              label={`${title}: ${t('signaturePage.externalSignature')}`}
              message={text(errors.signature)}
              error={Boolean(errors.signature)}
              disabled={readOnly}
            />
          </>
        )}
      </Stack>
      <MessageDialog
        open={confirming}
        title={t('externalSignature.confirmUnwillingTitle')}
        message={t('externalSignature.confirmUnwilling')}
        okLabel={t('serviceDocuments.yes')}
        cancelLabel={t('serviceDocuments.no')}
        onOk={() => {
          setConfirming(false);
          change({ ...slot, ...chooseUnwilling(slot, 'Y', true) });
        }}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
