import { useId, useState } from 'react';
import {
  Button,
  Drawer,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Stack,
  Typography,
} from '@mui/material';
import Check from '@mui/icons-material/Check';
import SortIcon from '@mui/icons-material/Sort';
import { useTranslation } from 'react-i18next';

export interface SortDrawerBarProps<S extends string> {
  sort: S;
  options: readonly S[];
  /** The words of each option. */
  labelOf: (sort: S) => string;
  onChange: (sort: S) => void;
}

/**
 * spec 2 §2 handheld Allergies: a sort bar whose button opens a bottom drawer with the sort options and Cancel.
 * The drawer sits where a thumb reaches; the other clinical lists use the same bar on a handheld.
 */
export function SortDrawerBar<S extends string>({ sort, options, labelOf, onChange }: SortDrawerBarProps<S>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 44 }}
      data-testid="sort-bar"
    >
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {t('clinical.sortLabel')}
      </Typography>
      <Button
        size="small"
        startIcon={<SortIcon />}
        aria-haspopup="dialog"
        aria-label={t('clinical.sortBy', { sort: labelOf(sort) })}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {labelOf(sort)}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, pb: 1 },
          },
        }}
      >
        <List
          subheader={
            <ListSubheader
              id={headingId}
              component="h2"
              sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: '48px' }}
            >
              {t('clinical.sortLabel')}
            </ListSubheader>
          }
        >
          {options.map((option) => (
            <ListItemButton
              key={option}
              selected={option === sort}
              onClick={() => {
                setOpen(false);
                onChange(option);
              }}
              sx={{ minHeight: 48 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                {option === sort && <Check fontSize="small" />}
              </ListItemIcon>
              <ListItemText primary={labelOf(option)} />
            </ListItemButton>
          ))}
        </List>
        <Button onClick={() => setOpen(false)} sx={{ mx: 2, minHeight: 44 }} variant="outlined">
          {t('common.cancel')}
        </Button>
      </Drawer>
    </Stack>
  );
}
