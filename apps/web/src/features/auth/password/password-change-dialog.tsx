import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_MAX_LENGTH, type MessageKey, type PasswordChangeField } from '@carevisit/core';
import { useDialogText } from '../../../ui/use-dialog-text.ts';
import { useLayoutKind } from '../../../ui/use-layout.ts';
import type { PendingSignIn } from './password-sign-in.ts';
import { placeChangeError, type ChangeErrorText } from './password-change-errors.ts';
import { EMPTY_PASSWORD_CHANGE, changePasswordBody, checkPasswordChange } from './password-change-form.ts';
import { postChangePassword } from './password-change-request.ts';
import { PasswordChangeRules } from './password-change-rules.tsx';
import { LimitHelper } from '../../../ui/limit-helper.tsx';

interface FieldSpec {
  name: PasswordChangeField;
  label: MessageKey;
  autoComplete: string;
}

const PASSWORD_FIELDS: FieldSpec[] = [
  { name: 'oldPassword', label: 'passwordChange.existingPasswordLabel', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'passwordChange.newPasswordLabel', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'passwordChange.confirmPasswordLabel', autoComplete: 'new-password' },
];
// 'off': a password manager must not offer the password for the signature, which may not match it.
const SIGNATURE_FIELDS: FieldSpec[] = [
  { name: 'newSignature', label: 'passwordChange.newSignatureLabel', autoComplete: 'off' },
  { name: 'confirmSignature', label: 'passwordChange.confirmSignatureLabel', autoComplete: 'off' },
];
const FIELD_ORDER = [...PASSWORD_FIELDS, ...SIGNATURE_FIELDS].map((field) => field.name);
const FORM_ID = 'password-change-form';

export interface PasswordChangeDialogProps {
  pending: PendingSignIn;
  onCancel: () => void;
  /** The server accepted the new password. */
  onChanged: () => void;
}

/** spec 1 §5 password and signature change dialog, with spec 1 §8's placement of the server's refusals. */
export function PasswordChangeDialog({ pending, onCancel, onChanged }: PasswordChangeDialogProps) {
  const { t } = useTranslation();
  const text = useDialogText();
  const handheld = useLayoutKind() === 'handheld';
  const [form, setForm] = useState(EMPTY_PASSWORD_CHANGE);
  const [errors, setErrors] = useState<Partial<Record<PasswordChangeField, ChangeErrorText>>>({});
  const [topError, setTopError] = useState<ChangeErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  const [showEntries, setShowEntries] = useState(false);
  const inputs = useRef<Partial<Record<PasswordChangeField, HTMLInputElement | null>>>({});
  const { user } = pending;

  const showErrors = (found: Partial<Record<PasswordChangeField, ChangeErrorText>>) => {
    setErrors(found);
    inputs.current[FIELD_ORDER.find((name) => found[name]) ?? 'oldPassword']?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTopError(null);
    const invalid = checkPasswordChange(form, user.userName, user.securityRule);
    if (Object.keys(invalid).length > 0) return showErrors(invalid);
    setErrors({});
    setBusy(true);
    const reply = await postChangePassword(
      pending.api,
      user.staffId,
      changePasswordBody(form, user.userName),
    );
    setBusy(false);
    if (reply.kind === 'changed') return onChanged();
    const placed = placeChangeError(reply);
    if (placed.place === 'top') setTopError(placed.message);
    else showErrors({ [placed.place]: placed.message });
  };

  const field = ({ name, label, autoComplete }: FieldSpec) => (
    <TextField
      key={name}
      name={name}
      label={t(label)}
      type={showEntries ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      value={form[name]}
      onChange={(event) => {
        setForm({ ...form, [name]: event.target.value });
        if (errors[name]) setErrors({ ...errors, [name]: undefined });
      }}
      error={Boolean(errors[name])}
      helperText={
        name.endsWith('Signature') ? (
          // The signature's limit, counted and never cut short (issue 36); the check names it too long.
          <LimitHelper
            message={errors[name] ? text(errors[name]) : null}
            alert={false}
            length={form[name].length}
            max={SIGNATURE_MAX_LENGTH}
          />
        ) : errors[name] ? (
          text(errors[name])
        ) : undefined
      }
      inputRef={(element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      }}
      margin="dense"
    />
  );

  return (
    <Dialog
      open
      fullScreen={handheld}
      maxWidth="sm"
      fullWidth
      // A tap beside the dialog must not throw away what was typed; Escape is Cancel.
      onClose={(_event, reason) => reason === 'escapeKeyDown' && !busy && onCancel()}
      aria-labelledby="password-change-title"
    >
      <DialogTitle id="password-change-title">{t('passwordUpdate.changeTitle')}</DialogTitle>
      <DialogContent dividers={handheld}>
        {topError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {text(topError)}
          </Alert>
        )}
        <PasswordChangeRules rule={user.securityRule} />
        <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
          {/* Lets a password manager file the new password under the right login. */}
          <input type="text" name="username" autoComplete="username" value={user.userName} readOnly hidden />
          {PASSWORD_FIELDS.map(field)}
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5 }}>
            {t('passwordUpdate.signatureSection')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('passwordUpdate.signatureHint')}
          </Typography>
          {SIGNATURE_FIELDS.map(field)}
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox checked={showEntries} onChange={(event) => setShowEntries(event.target.checked)} />
            }
            label={t('passwordUpdate.showEntries')}
          />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={busy}>
          {t(busy ? 'passwordUpdate.saving' : 'common.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
