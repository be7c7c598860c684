import {
  Box,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { primaryPhone } from '@carevisit/core';
import type { CaseloadClient } from '../../ui/data/use-caseload.ts';
import { ClientAvatar } from '../../ui/clients/client-avatar.tsx';
import { ContactIcons } from '../../ui/clients/contact-icons.tsx';
import { useClientDestination } from '../../ui/clients/use-client-destination.ts';
import { formatCalendarDate } from '../../ui/format/format-calendar-date.ts';
import { clientName } from '../../ui/format/client-name.ts';
import { formatDate } from '../../ui/format/format-date-time.ts';
import { facesheetPath, useOpenFacesheet } from '../../ui/navigation/app-links.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';

// The photo column's header is for screen readers: the photos speak for themselves on screen. In sx a width
export interface CaseloadTableProps {
  caseload: readonly CaseloadClient[];
  timeZone: string;
}

/**
 * spec 2 §2 /caseload on tablets: photo, name, date of birth, ID, gender and Last Seen ('Not Set' when empty,
 * spec 2 §8), and the call and map icons the handheld list has (issue 36); the row opens the face sheet, whose
 * link is the client's name.
 */
export function CaseloadTable({ caseload, timeZone }: CaseloadTableProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const openFacesheet = useOpenFacesheet();
  const destinationOf = useClientDestination();
  const notSet = t('empty.notSet');
  const header = { fontWeight: 700, color: 'text.secondary', bgcolor: 'background.default' } as const;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('caseload.clientsLabel')} data-testid="caseload-table">
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...header, width: 72 }}>
              <Box component="span" sx={visuallyHidden}>
                {t('caseload.photo')}
              </Box>
            </TableCell>
            <TableCell sx={header}>{t('caseload.name')}</TableCell>
            <TableCell sx={header}>{t('caseload.dateOfBirth')}</TableCell>
            <TableCell sx={header}>{t('caseload.id')}</TableCell>
            <TableCell sx={header}>{t('caseload.gender')}</TableCell>
            <TableCell sx={header}>{t('caseload.lastSeen')}</TableCell>
            <TableCell sx={header}>{t('caseload.contact')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {caseload.map(({ client, dateLastActivity }) => {
            const name = clientName(t, client, client.clientId);
            return (
              <TableRow
                key={client.clientId}
                hover
                data-testid="caseload-row"
                onClick={() => openFacesheet(client.clientId)}
                sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
              >
                <TableCell sx={{ py: 1 }}>
                  <ClientAvatar client={client} size={40} />
                </TableCell>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={facesheetPath(pathname, client.clientId)}
                    underline="hover"
                    sx={{ fontWeight: 600 }}
                    // The row opens the face sheet already; the link is there for keyboards and screen readers.
                    onClick={(event) => event.stopPropagation()}
                  >
                    {name}
                  </Link>
                </TableCell>
                <TableCell>{formatCalendarDate(client.birthDate) ?? notSet}</TableCell>
                <TableCell>{client.idNumber}</TableCell>
                <TableCell>{client.gender ? t(`gender.${client.gender}`) : ''}</TableCell>
                <TableCell>
                  {dateLastActivity ? formatDate(Date.parse(dateLastActivity), timeZone) : notSet}
                </TableCell>
                <TableCell sx={{ py: 0, whiteSpace: 'nowrap' }}>
                  <ContactIcons
                    name={name}
                    phone={primaryPhone(client.phones)}
                    destination={destinationOf(client)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
