import { Chip } from '@mui/material';
import { isActiveMedication } from '@carevisit/core';

/** spec 2 §9: medication status Active is green, any other status red. */
export function MedicationStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isActiveMedication({ status }) ? 'success' : 'error'}
      label={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
