import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SignInFrame } from '../../../ui/sign-in-frame.tsx';
import { isAccessDeniedState } from './callback-url.ts';

/**
 * spec 1 §2 /loginFailed: default title 'Login Failed' and message 'Login failed. Please try again.'; the
 * access_denied type (the provider refused, or the person has no EVV privilege) shows Privilege Required.
 */
export function LoginFailedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accessDenied = isAccessDeniedState(useLocation().state);
  return (
    <SignInFrame title={t(accessDenied ? 'login.privilegeRequiredTitle' : 'login.failedTitle')}>
      <Alert severity="error" sx={{ mt: 1, mb: 3 }}>
        {t(accessDenied ? 'login.privilegeRequired' : 'login.failedDefault')}
      </Alert>
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => void navigate('/', { replace: true })}
      >
        {t('sso.returnHome')}
      </Button>
    </SignInFrame>
  );
}
