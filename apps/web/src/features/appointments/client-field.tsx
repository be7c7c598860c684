import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_MAX_OPTIONS, searchClients, sortClientsByName } from '@carevisit/core';
import type { ClientData } from '../../data/index.ts';
import { clientName } from '../../ui/format/client-name.ts';

type NamedClient = ClientData & { firstName: string; lastName: string; idNumber: string };

const isNamed = (client: ClientData): client is NamedClient =>
  typeof client.lastName === 'string' &&
  typeof client.firstName === 'string' &&
  typeof client.idNumber === 'string';

export interface ClientFieldProps {
  caseload: readonly ClientData[];
  clientId: number | null;
  onChange: (clientId: number | null) => void;
  onVisited: () => void;
  error?: string | undefined;
}

/**
 * The client of a new appointment, searched in the user's caseload by name or ID (spec 1 §9: at most 5 options).
 * Before anything is typed the first clients by name are offered.
 */
export function ClientField({ caseload, clientId, onChange, onVisited, error }: ClientFieldProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const named = caseload.filter(isNamed);
  const chosen = named.find((client) => client.clientId === clientId) ?? null;
  const options =
    query.trim() === '' || (chosen && query === clientName(t, chosen, chosen.clientId))
      ? sortClientsByName(named).slice(0, AUTOCOMPLETE_MAX_OPTIONS)
      : searchClients(named, query, AUTOCOMPLETE_MAX_OPTIONS);
  return (
    <Autocomplete
      id="appointment-client"
      options={options}
      value={chosen}
      inputValue={query}
      onInputChange={(_, text) => setQuery(text)}
      onChange={(_, client) => onChange(client?.clientId ?? null)}
      onBlur={onVisited}
      filterOptions={(found) => found}
      getOptionLabel={(client) => clientName(t, client, client.clientId)}
      isOptionEqualToValue={(option, value) => option.clientId === value.clientId}
      noOptionsText={t('empty.clients')}
      renderOption={({ key, ...props }, client) => (
        <Box component="li" key={key} {...props}>
          <span>
            <Typography component="span" sx={{ display: 'block' }}>
              {clientName(t, client, client.clientId)}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {client.idNumber}
            </Typography>
          </span>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('appointmentDialog.client')}
          placeholder={t('appointmentDialog.clientPlaceholder')}
          required
          margin="none"
          error={Boolean(error)}
          helperText={error}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
