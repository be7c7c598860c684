import { useEffect, useState, type RefObject } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { scrollToFirstError } from '../../ui/scroll-to-first-error.ts';
import type { FormField } from './appointment-form-check.ts';
import type { TouchableField } from './appointment-form-state.ts';

export interface MissingFieldsHintProps {
  /** The fields that keep Save disabled. */
  unmet: readonly FormField[];
  /** Marks a field visited, so that its message shows. */
  onTouch: (field: TouchableField) => void;
  /** The dialog's scrolling content, where the fields are. */
  content: RefObject<HTMLElement | null>;
}

const touchable = (field: FormField): field is TouchableField =>
  field !== 'startDate' && field !== 'startTime';

/**
 * Beside a disabled Save, how many fields keep it so and a way to them (issue 36: a status that revealed two
 * required fields below the fold left Save disabled with nothing pointing to them). Show marks them all visited,
 * so their messages show, and scrolls to the first.
 */
export function MissingFieldsHint({ unmet, onTouch, content }: MissingFieldsHintProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown === 0) return;
    scrollToFirstError(content.current);
  }, [shown, content]);
  if (unmet.length === 0) return null;
  const show = () => {
    for (const field of unmet) if (touchable(field)) onTouch(field);
    setShown((count) => count + 1);
  };
  return (
    <Box
      data-testid="appointment-missing"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 3, pt: 1 }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {t('appointmentDialog.missingMany', { count: unmet.length })}
      </Typography>
      <Button size="small" onClick={show}>
        {t('appointmentDialog.showMissing')}
      </Button>
    </Box>
  );
}
