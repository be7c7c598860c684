import { Button } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The way to "My visits" (issue 32 item 7): this week's verified visits, their hours and payment status. */
export function MyVisitsLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="outlined"
      fullWidth
      startIcon={<PaidOutlined />}
      endIcon={<ChevronRight />}
      onClick={() => void navigate('/myVisits')}
      sx={{ justifyContent: 'space-between', minHeight: 48, '& .MuiButton-endIcon': { ml: 'auto' } }}
    >
      {t('myVisits.link')}
    </Button>
  );
}
