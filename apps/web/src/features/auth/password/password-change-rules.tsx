import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_MAX_LENGTH, type ComplexityRule } from '@carevisit/core';

/**
 * spec 1 §5: the rules shown to the user — the security rule's minimum length, numbers and symbols; case
 * sensitive; password and signature cannot match each other; the login name cannot be used.
 */
export function PasswordChangeRules({ rule }: { rule: ComplexityRule }) {
  const { t } = useTranslation();
  const rules = [
    t('passwordUpdate.ruleMinLength', { min: rule.minLength }),
    ...(rule.minNumbers > 0 ? [t('passwordUpdate.ruleMinNumbers', { min: rule.minNumbers })] : []),
    ...(rule.minSymbols > 0 ? [t('passwordUpdate.ruleMinSymbols', { min: rule.minSymbols })] : []),
    t('passwordUpdate.ruleCaseSensitive'),
    t('passwordUpdate.ruleNoMatch'),
    t('passwordUpdate.ruleNoLoginName'),
    t('passwordUpdate.ruleSignatureMax', { max: SIGNATURE_MAX_LENGTH }),
  ];
  return (
    <Box
      component="section"
      aria-labelledby="password-rules-heading"
      sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 2, py: 1.5, mb: 1 }}
    >
      <Typography id="password-rules-heading" variant="subtitle2" component="h3">
        {t('passwordUpdate.rulesHeading')}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
        {rules.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </Box>
    </Box>
  );
}
