import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { assignableStaff, type Staff } from '@carevisit/core';
import { useLayoutKind } from '../../../../../ui/use-layout.ts';

/**
 * spec 2 §2, §5 the Assign Staff Member dialog: a search box ('Search Client Name/ID'), the staff the signer's
 * supervisory ids allow (all of them, by name, while the search is empty) and a close icon.
 */
export function AssignStaffDialog({
  open,
  signer,
  staff,
  onPick,
  onClose,
}: {
  open: boolean;
  signer: Pick<Staff, 'staffId' | 'supervisoryIds'> | null;
  staff: readonly Staff[];
  onPick: (staffId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const handheld = useLayoutKind() === 'handheld';
  const [search, setSearch] = useState('');
  const choices = signer ? assignableStaff(signer, staff, search) : [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={handheld}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: handheld ? {} : { width: 660 } } }}
      aria-labelledby="assign-staff-title"
    >
      <DialogTitle id="assign-staff-title" sx={{ pr: 7 }}>
        {t('signaturePage.assignStaffTitle')}
        <IconButton
          aria-label={t('signaturePage.closeDialog')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          autoFocus
          placeholder={t('signaturePage.searchStaff')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': t('signaturePage.searchStaff') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mt: 1 }}
        />
        {choices.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('signaturePage.noStaffFound')}
          </Typography>
        ) : (
          <List data-testid="assignable-staff">
            {choices.map((member) => (
              <ListItemButton
                key={member.staffId}
                onClick={() => onPick(member.staffId)}
                sx={{ minHeight: 48 }}
              >
                <ListItemText
                  primary={`${member.lastName}, ${member.firstName}`}
                  secondary={member.staffId}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
