import { useState } from 'react';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  EXTERNAL_SIGNATURE_NAME_MAX,
  chooseUnwilling,
  externalSignerRoles,
  selfSignatureName,
  signatureMeaningMessage,
  type ExternalSignerRole,
  type ExternalSlotErrors,
  type StoredSlot,
} from '@carevisit/core';
import { SignaturePad } from '../../../../../ui/signature/signature-pad.tsx';
import { now } from '../../../../../platform/clock.ts';
import { ConfirmUnwillingDialog } from './confirm-unwilling-dialog.tsx';

/**
 * spec 2 §4 Signature flow, §5: one external signature block. Whose signature it is comes first (issue 31 item 4:
 * signing as client, guardian, parent, …, or other in words), signed or not. Unwilling Yes asks for confirmation,
 * then a reason; No takes a name (or 'External Signature Name Same as Client', which signs as the client) and a
 * signature drawn on the pad.
 */
export function ExternalSignatureBlock({
  index,
  slot,
  errors,
  client,
  readOnly,
  onChange,
}: {
  index: number;
  slot: StoredSlot;
  errors: ExternalSlotErrors;
  client: { firstName: string; lastName: string } | null;
  readOnly: boolean;
  onChange: (slot: StoredSlot) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const id = `external-${index}`;
  const selfName = client ? selfSignatureName(client) : null;
  const unwilling = slot.unableToCollectYN === 'Y';
  const choose = (value: 'Y' | 'N', confirmed: boolean) => {
    const next = chooseUnwilling(slot, value, confirmed);
    onChange({ ...slot, ...next, signedDate: next.signature ? slot.signedDate : null });
  };
  const text = (message: ExternalSlotErrors[keyof ExternalSlotErrors]) =>
    message ? t(message.key, message.params) : undefined;
  const roleName = (role: ExternalSignerRole) => {
    const message = signatureMeaningMessage(role, null);
    return t(message.key, message.params);
  };
  return (
    <Box
      component="fieldset"
      data-testid={id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {t('signaturePage.externalBlock', { number: index + 1 })}
      </Typography>
      <Stack spacing={2}>
        <TextField
          id={`${id}-role`}
          select
          label={t('signaturePage.role')}
          required
          value={slot.role ?? ''}
          onChange={(event) => {
            const role = event.target.value as ExternalSignerRole;
            onChange({ ...slot, role, roleOther: role === 'other' ? (slot.roleOther ?? '') : null });
          }}
          disabled={readOnly}
          error={Boolean(errors.role) && slot.role !== 'other'}
          helperText={slot.role === 'other' ? ' ' : (text(errors.role) ?? ' ')}
          margin="none"
        >
          {externalSignerRoles.map((role) => (
            <MenuItem key={role} value={role}>
              {roleName(role)}
            </MenuItem>
          ))}
        </TextField>
        {slot.role === 'other' && (
          <TextField
            id={`${id}-role-other`}
            label={t('signaturePage.roleOther')}
            required
            value={slot.roleOther ?? ''}
            onChange={(event) => onChange({ ...slot, roleOther: event.target.value })}
            disabled={readOnly}
            error={Boolean(errors.role)}
            helperText={text(errors.role) ?? ' '}
            slotProps={{ htmlInput: { maxLength: EXTERNAL_SIGNATURE_NAME_MAX } }}
            margin="none"
          />
        )}
        <FormControl disabled={readOnly}>
          <FormLabel id={`${id}-unwilling`}>{t('signaturePage.unwilling')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-unwilling`}
            value={slot.unableToCollectYN}
            onChange={(event) => {
              if (event.target.value === 'Y') setConfirming(true);
              else choose('N', true);
            }}
          >
            <FormControlLabel value="Y" control={<Radio />} label={t('common.yes')} />
            <FormControlLabel value="N" control={<Radio />} label={t('common.no')} />
          </RadioGroup>
        </FormControl>
        {unwilling ? (
          <TextField
            id={`${id}-reason`}
            label={t('signaturePage.reason')}
            multiline
            minRows={3}
            required
            value={slot.unableReason ?? ''}
            onChange={(event) => onChange({ ...slot, unableReason: event.target.value })}
            disabled={readOnly}
            error={Boolean(errors.reason)}
            helperText={text(errors.reason) ?? t('signaturePage.reasonTooLong')}
          />
        ) : (
          <>
            <TextField
              id={`${id}-name`}
              label={t('signaturePage.externalName')}
              required
              value={slot.name ?? ''}
              onChange={(event) => onChange({ ...slot, name: event.target.value })}
              disabled={readOnly}
              error={Boolean(errors.name)}
              helperText={text(errors.name) ?? ' '}
              slotProps={{ htmlInput: { maxLength: EXTERNAL_SIGNATURE_NAME_MAX } }}
            />
            {selfName && (
              <FormControlLabel
                disabled={readOnly}
                control={
                  <Checkbox
                    checked={slot.name === selfName}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? { ...slot, name: selfName, role: 'client', roleOther: null }
                          : { ...slot, name: '' },
                      )
                    }
                  />
                }
                label={t('signaturePage.nameSameAsClient')}
              />
            )}
            <SignaturePad
              id={`${id}-pad`}
              label={t('signaturePage.externalSignature')}
              value={slot.signature}
              onChange={(signature) =>
                onChange({ ...slot, signature, signedDate: signature ? now().toISOString() : null })
              }
              message={text(errors.signature)}
              error={Boolean(errors.signature)}
              disabled={readOnly}
            />
          </>
        )}
      </Stack>
      <ConfirmUnwillingDialog
        open={confirming}
        onAnswer={(yes) => {
          setConfirming(false);
          if (yes) choose('Y', true);
        }}
      />
    </Box>
  );
}
