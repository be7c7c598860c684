import { useState } from 'react';
import { Box, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { LayoutKind } from '../../ui/use-layout.ts';
import { ClientSearchField } from './client-search-field.tsx';

/**
 * spec 1 §2 header client search. A tablet shows the field in the header; a handheld, short of room, shows a
 * search icon that opens the field over the whole header bar.
 */
export function HeaderClientSearch({ layout }: { layout: LayoutKind }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (layout === 'tablet') {
    return (
      <Box sx={{ width: 340, maxWidth: '40%' }}>
        <ClientSearchField />
      </Box>
    );
  }
  if (!open) {
    return (
      <IconButton color="inherit" aria-label={t('clientSearch.open')} onClick={() => setOpen(true)}>
        <Search />
      </IconButton>
    );
  }
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        bgcolor: 'primary.main',
      }}
    >
      <ClientSearchField autoFocus onDone={() => setOpen(false)} />
      <IconButton color="inherit" aria-label={t('clientSearch.close')} onClick={() => setOpen(false)}>
        <Close />
      </IconButton>
    </Box>
  );
}
