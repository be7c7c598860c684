import { useState } from 'react';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { searchClients } from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { ClientAvatar } from '../../ui/clients/client-avatar.tsx';
import { useCaseload } from '../../ui/data/use-caseload.ts';
import { clientName } from '../../ui/format/client-name.ts';
import { useOpenFacesheet } from '../../ui/navigation/app-links.ts';
import { clientOptions, type ClientOption } from './search-options.ts';

export interface ClientSearchFieldProps {
  /** Focus the field as it appears (the handheld opens it from an icon). */
  autoFocus?: boolean;
  /** After a client was chosen, or Escape on an empty field. */
  onDone?: () => void;
}

/**
 * spec 1 §2 header client search ('Search Client Name/ID'): the user's caseload clients whose name or ID starts
 * with what is typed, at most 5 (spec 1 §9); choosing one opens their face sheet under the current section.
 */
export function ClientSearchField({ autoFocus = false, onDone }: ClientSearchFieldProps) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const caseload = useCaseload(session);
  const openFacesheet = useOpenFacesheet();
  const [query, setQuery] = useState('');
  const options = clientOptions(caseload?.map((entry) => entry.client) ?? []);
  return (
    <Autocomplete<ClientOption>
      options={options}
      value={null}
      inputValue={query}
      onInputChange={(_, next, reason) => {
        // Choosing an option would write its label into the field; the field empties instead.
        if (reason !== 'reset') setQuery(next);
      }}
      onChange={(_, option) => {
        if (!option) return;
        setQuery('');
        openFacesheet(option.client.clientId);
        onDone?.();
      }}
      filterOptions={(all, { inputValue }) => searchClients(all, inputValue)}
      getOptionLabel={(option) => clientName(t, option.client, option.client.clientId)}
      getOptionKey={(option) => option.client.clientId}
      isOptionEqualToValue={(option, value) => option.client.clientId === value.client.clientId}
      // The list opens once something is typed: an empty query matches no one.
      open={query.trim() !== ''}
      noOptionsText={t('clientSearch.noMatch')}
      loading={caseload === undefined}
      loadingText={t('common.loading')}
      blurOnSelect
      clearOnEscape
      forcePopupIcon={false}
      fullWidth
      data-testid="client-search"
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <ClientAvatar client={option.client} size={32} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {clientName(t, option.client, option.client.clientId)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('caseload.idValue', { id: option.idNumber })}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="none"
          size="small"
          autoFocus={autoFocus}
          placeholder={t('header.searchClient')}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query === '') onDone?.();
          }}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('clientSearch.label') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start" sx={{ color: 'inherit', ml: 0.5 }}>
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={(theme) => ({
            '& .MuiInputBase-root': {
              color: 'common.white',
              bgcolor: alpha(theme.palette.common.white, 0.15),
              borderRadius: 5,
              '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.22) },
              '&.Mui-focused': { bgcolor: alpha(theme.palette.common.white, 0.25) },
            },
            '& .MuiOutlinedInput-notchedOutline': { border: 0 },
            '& .MuiInputBase-input::placeholder': { color: 'common.white', opacity: 0.85 },
          })}
        />
      )}
    />
  );
}
