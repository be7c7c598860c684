import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { ADDRESS_LIMITS, type AddressSearchResult } from '@carevisit/core';
import type { AddressSearch } from './use-address-search.ts';

export interface StreetSearchFieldProps {
  value: string;
  onChange: (street1: string) => void;
  onSuggestion: (result: AddressSearchResult) => void;
  onVisited: () => void;
  search: AddressSearch;
  online: boolean;
  error?: string | undefined;
}

/** '12 Haddon Ave' and 'Collingswood, NJ 08108' from a suggestion's one-line address. */
function lines(result: AddressSearchResult): [string, string] {
  const [first = '', ...rest] = result.address.freeformAddress.split(', ');
  return [first, rest.join(', ')];
}

/** Street 1 of the New Address dialog, with the address search's suggestions (spec 1 §5). */
export function StreetSearchField({
  value,
  onChange,
  onSuggestion,
  onVisited,
  search,
  online,
  error,
}: StreetSearchFieldProps) {
  const { t } = useTranslation();
  const hint = online ? t('newAddressDialog.searchHint') : t('newAddressDialog.searchOffline');
  return (
    <Autocomplete<AddressSearchResult, false, false, true>
      id="new-address-street1"
      freeSolo
      options={search.suggestions}
      value={null}
      inputValue={value}
      loading={search.searching}
      loadingText={t('newAddressDialog.searching')}
      filterOptions={(found) => found}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.address.freeformAddress)}
      onInputChange={(_, text, reason) => {
        // 'reset' is the component writing a chosen suggestion's label; the choice fills the fields itself.
        if (reason === 'reset') return;
        onChange(text);
        search.typed(text);
      }}
      onChange={(_, option) => {
        if (option === null || typeof option === 'string') return;
        search.selected();
        onSuggestion(option);
      }}
      onBlur={onVisited}
      renderOption={({ key, ...props }, option) => {
        const [street, town] = lines(option);
        return (
          <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
            <PlaceOutlined color="action" fontSize="small" />
            <span>
              <Typography component="span" sx={{ display: 'block' }}>
                {street}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {town}
              </Typography>
            </span>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('newAddressDialog.street1')}
          required
          margin="none"
          error={Boolean(error)}
          helperText={error ?? hint}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              maxLength: ADDRESS_LIMITS.street1,
              autoComplete: 'off',
            },
          }}
        />
      )}
    />
  );
}
