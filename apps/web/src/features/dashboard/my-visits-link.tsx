import { Button } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The way to "My visits" (issue 32 item 7): this week's verified visits, their hours and payment status. A link,
 * drawn as a button: it goes somewhere, and is announced and opened (in a new tab, too) as a link.
 */
export function MyVisitsLink() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/myVisits"
      variant="outlined"
      fullWidth
      startIcon={<PaidOutlined />}
      endIcon={<ChevronRight />}
      sx={{ justifyContent: 'space-between', minHeight: 48, '& .MuiButton-endIcon': { ml: 'auto' } }}
    >
      {t('myVisits.link')}
    </Button>
  );
}
