import { useState } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Message, Staff } from '@carevisit/core';
import { AssignStaffDialog } from './assign-staff-dialog.tsx';

/** spec 2 §2, §5 Next Staff to Sign: who signs after this staff member, picked in Assign Staff Member. */
export function NextStaffSection({
  nextStaffId,
  signer,
  staff,
  error,
  readOnly,
  onChange,
}: {
  nextStaffId: number | null;
  signer: Staff | null;
  staff: readonly Staff[];
  error: Message | null;
  readOnly: boolean;
  onChange: (staffId: number | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = staff.find((member) => member.staffId === nextStaffId);
  return (
    <Box data-testid="next-staff">
      <Typography variant="subtitle2" component="h3" id="next-staff-label">
        {t('signaturePage.nextStaff')} *
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        {chosen && <Typography>{`${chosen.lastName}, ${chosen.firstName}`}</Typography>}
        {!readOnly && (
          <Button
            variant="outlined"
            onClick={() => setOpen(true)}
            aria-describedby="next-staff-label"
            sx={{ minHeight: 44 }}
          >
            {chosen ? t('signaturePage.change') : t('signaturePage.assign')}
          </Button>
        )}
      </Stack>
      {error && <FormHelperText error>{t(error.key, error.params)}</FormHelperText>}
      <AssignStaffDialog
        open={open}
        signer={signer}
        staff={staff}
        onClose={() => setOpen(false)}
        onPick={(staffId) => {
          setOpen(false);
          onChange(staffId);
        }}
      />
    </Box>
  );
}
