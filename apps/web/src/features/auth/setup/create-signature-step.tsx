import { useState, type FormEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_MAX_LENGTH, validateSignatureCreation, type SignatureField } from '@carevisit/core';
import type { ActiveSession } from '../../../session/session-store.ts';
import { keepSignatureVerifier } from '../../../data/index.ts';
import { useDialogText, type DialogText } from '../../../ui/use-dialog-text.ts';
import type { LoginDialog } from '../login-dialog.ts';
import { LoginDialogView } from '../offline/login-dialog-view.tsx';
import { SecretField } from '../offline/secret-field.tsx';
import { credentialWriteProblem } from './credential-write-error.ts';
import { writeSignatureToServer } from './save-signature.ts';
import { signatureRules } from './signature-rules.ts';

const RULES_ID = 'signature-rules';

/** spec 1 §4 Offline PIN setup, then "create a signature if none exists"; spec 1 §5 electronic signature creation. */
export function CreateSignatureStep({ active, onDone }: { active: ActiveSession; onDone: () => void }) {
  const { t } = useTranslation();
  const text = useDialogText();
  const { profile } = active.session;
  const [signature, setSignature] = useState('');
  const [confirmSignature, setConfirmSignature] = useState('');
  const [errors, setErrors] = useState<Partial<Record<SignatureField, DialogText>>>({});
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<LoginDialog | null>(null);
  const reveal = { show: t('setupScreen.showSignature'), hide: t('setupScreen.hideSignature') };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateSignatureCreation({
      signature,
      confirmSignature,
      username: profile.userName,
      rule: profile.securityRule,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await keepSignatureVerifier(active.session, await writeSignatureToServer(active.api, signature));
      onDone();
    } catch (error) {
      const problem = credentialWriteProblem(error);
      if (problem.kind === 'field') setErrors({ signature: problem.message });
      else setDialog(problem.dialog);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('setupScreen.createSignatureIntro')}
      </Typography>
      <Box
        id={RULES_ID}
        sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
        aria-label={t('setupScreen.rulesTitle')}
      >
        <Typography variant="subtitle2" component="h2">
          {t('setupScreen.rulesTitle')}
        </Typography>
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
          {signatureRules(profile.securityRule, profile.userName).map((rule) => (
            <li key={rule.key}>{text(rule)}</li>
          ))}
        </Box>
      </Box>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <SecretField
          name="signature"
          label={t('setupScreen.signature')}
          value={signature}
          onChange={setSignature}
          maxLength={SIGNATURE_MAX_LENGTH}
          autoComplete="off"
          revealLabels={reveal}
          describedBy={RULES_ID}
          error={errors.signature ? text(errors.signature) : undefined}
        />
        <SecretField
          name="confirmSignature"
          label={t('setupScreen.confirmSignature')}
          value={confirmSignature}
          onChange={setConfirmSignature}
          maxLength={SIGNATURE_MAX_LENGTH}
          autoComplete="off"
          revealLabels={reveal}
          error={errors.confirmSignature ? text(errors.confirmSignature) : undefined}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {t(busy ? 'setupScreen.saving' : 'setupScreen.saveSignature')}
        </Button>
      </form>
      <LoginDialogView dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
