import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CompiledField } from '@carevisit/core';

/**
 * A display-only field (spec 2 §3): a form break as a heading; a read-only text, lookup or activity counter as
 * its label over what it shows (core's displayContent), a dash while a lookup or count is not on the device.
 */
export function DisplayField({ compiled, content }: { compiled: CompiledField; content: string | null }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { field } = compiled;
  if (field.type === 'FormBreak')
    return (
      <Typography variant="subtitle1" component="h3" sx={{ pt: 1, fontWeight: 600 }}>
        {field.label}
      </Typography>
    );
  if (field.type === 'ReadOnlyText' && content === null)
    return <Typography variant="body2">{field.label}</Typography>;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {field.label}
      </Typography>
      <Typography variant="body1">{content ?? t('common.dash')}</Typography>
    </Box>
  );
}
