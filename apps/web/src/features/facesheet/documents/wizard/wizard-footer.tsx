import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * spec 2 §2 the wizard's footer: Previous, Next and, on the last page, Save (or Close when the document is
 * read-only and signed).
 */
export function WizardFooter({
  first,
  last,
  readOnly,
  saveDisabled,
  busy,
  onPrevious,
  onNext,
  onSave,
  onClose,
}: {
  first: boolean;
  last: boolean;
  readOnly: boolean;
  /** spec 2 §5: Save stays disabled until the signature page's validation passes. */
  saveDisabled: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSave: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const size = { minHeight: 44, minWidth: 96 };
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 2 }}>
      {!first && (
        <Button variant="outlined" onClick={onPrevious} disabled={busy} sx={size}>
          {t('serviceDocuments.previous')}
        </Button>
      )}
      {!last && (
        <Button variant="contained" onClick={onNext} disabled={busy} sx={size}>
          {t('serviceDocuments.next')}
        </Button>
      )}
      {last &&
        (readOnly ? (
          <Button variant="contained" onClick={onClose} sx={size}>
            {t('serviceDocuments.close')}
          </Button>
        ) : (
          <Button variant="contained" onClick={onSave} disabled={busy || saveDisabled} sx={size}>
            {t('serviceDocuments.save')}
          </Button>
        ))}
    </Stack>
  );
}
