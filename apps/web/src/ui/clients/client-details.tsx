import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ageOn, oneLineAddress, physicalAddress, primaryPhone } from '@carevisit/core';
import type { ClientData } from '../../data/index.ts';
import { formatCalendarDate } from '../format/format-calendar-date.ts';
import { AddressLink, EmailLink, PhoneLink } from './contact-links.tsx';
import { useClientDestination } from './use-client-destination.ts';

/** The facts a client snapshot can show (spec 1 §2 tablet dashboard, spec 2 §2 face sheet header). */
export type ClientDetail =
  | 'id'
  | 'gender'
  | 'dateOfBirth'
  | 'age'
  | 'birthWithAge'
  | 'primaryPhone'
  | 'phones'
  | 'email'
  | 'address'
  | 'diagnosis';

const LONG_DETAILS: ReadonlySet<ClientDetail> = new Set([
  'phones',
  'primaryPhone',
  'email',
  'address',
  'diagnosis',
]);

export interface ClientDetailsProps {
  client: ClientData;
  details: readonly ClientDetail[];
  /** Today (yyyy-MM-dd) in the organization's time zone, for the age. */
  today: string;
  /** The primary diagnosis, already worded; null when the client has none on the device. */
  diagnosis?: string | null;
  /**
   * Columns of the grid: short facts take one each; long ones (phones, email, address, diagnosis) take two of
   * four, or the whole row of fewer.
   */
  columns?: 1 | 2 | 4;
}

/** A client's facts as a description list: label above value, a dash where nothing is known. */
export function ClientDetails({ client, details, today, diagnosis = null, columns = 1 }: ClientDetailsProps) {
  const { t } = useTranslation();
  const dash = t('common.dash');
  const birth = formatCalendarDate(client.birthDate);
  const age = ageOn(client.birthDate, today);
  const phone = primaryPhone(client.phones);
  // The map leads where the client is visited next (issue 36), named so when it is not their home.
  const address = useClientDestination()(client);
  const home = physicalAddress(client.addresses);
  const elsewhere = address !== null && (home === null || oneLineAddress(address) !== oneLineAddress(home));
  const addressLabel = elsewhere ? t('clientDetails.nextVisitAddress') : t('clientDetails.address');
  const email = client.emails.find((each) => each.primary) ?? client.emails[0];

  const valueOf = (detail: ClientDetail): [label: string, value: ReactNode] => {
    switch (detail) {
      case 'id':
        return [t('clientDetails.id'), client.idNumber ?? dash];
      case 'gender':
        return [t('clientDetails.gender'), client.gender ? t(`gender.${client.gender}`) : dash];
      case 'dateOfBirth':
        return [t('clientDetails.dateOfBirth'), birth ?? t('empty.notSet')];
      case 'age':
        return [t('clientDetails.age'), age === null ? dash : t('clientDetails.ageValue', { age })];
      case 'birthWithAge':
        return [
          t('clientDetails.dateOfBirth'),
          birth && age !== null
            ? t('clientDetails.birthWithAge', { date: birth, age })
            : (birth ?? t('empty.notSet')),
        ];
      case 'primaryPhone':
        return [t('clientDetails.phone'), phone ? <PhoneLink phone={phone} /> : dash];
      case 'phones':
        return [
          t('clientDetails.phones'),
          client.phones.length === 0 ? (
            dash
          ) : (
            <Stack component="span" spacing={0.25}>
              {[...client.phones]
                .sort((a, b) => Number(b.primary) - Number(a.primary))
                .map((each) => (
                  <span key={each.phoneId}>
                    <PhoneLink phone={each} />
                    {each.type && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        {each.type}
                      </Typography>
                    )}
                  </span>
                ))}
            </Stack>
          ),
        ];
      case 'email':
        return [t('clientDetails.email'), email ? <EmailLink email={email.email} /> : dash];
      case 'address':
        return [addressLabel, address ? <AddressLink address={address} /> : dash];
      case 'diagnosis':
        return [t('clientDetails.diagnosis'), diagnosis ?? dash];
    }
  };

  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        columnGap: 3,
        rowGap: 1.25,
      }}
    >
      {details.map((detail) => {
        const [label, value] = valueOf(detail);
        return (
          <Box
            key={detail}
            sx={{
              minWidth: 0,
              gridColumn: LONG_DETAILS.has(detail) ? (columns === 4 ? 'span 2' : '1 / -1') : 'auto',
            }}
          >
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
