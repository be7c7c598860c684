import {
  Box,
  Link,
  List,
  ListItem,
  ListItemButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Vital, VitalMeasure } from '@carevisit/core';
import { formatDateTime } from '../../../ui/format/format-date-time.ts';
import type { LayoutKind } from '../../../ui/use-layout.ts';
import { vitalDetailPath } from '../facesheet-paths.ts';
import { bloodPressureText, measureText } from './vital-text.ts';

// The table's readings after the date and blood pressure, in the order of spec 2 §3 Vital. Height and inhaled
// oxygen rarely change between visits; they stay on the details page so the table fits a tablet's width.
const TABLE_MEASURES: readonly VitalMeasure[] = [
  'heartRate',
  'respiratoryRate',
  'temperature',
  'weight',
  'bmi',
  'pain',
  'pulseOximetry',
];
// A handheld row has room for the readings a caregiver looks at first.
const CARD_MEASURES: readonly VitalMeasure[] = ['heartRate', 'temperature', 'weight', 'pulseOximetry'];

export interface VitalsListProps {
  vitals: readonly Vital[];
  clientId: number;
  layout: LayoutKind;
  timeZone: string;
  label: string;
}

/** spec 2 §2 Vitals: the readings, 'MM/dd/yyyy hh:mm a' and '-' for empty values; each opens its details. */
export function VitalsList({ vitals, clientId, layout, timeZone, label }: VitalsListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const when = (vital: Vital) => formatDateTime(Date.parse(vital.dateRecorded), timeZone);
  const pathOf = (vital: Vital) => vitalDetailPath(pathname, clientId, vital.vitalId);
  if (layout === 'handheld')
    return (
      <List disablePadding aria-label={label} sx={{ display: 'grid', gap: 1 }}>
        {vitals.map((vital) => (
          <ListItem key={vital.vitalId} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={pathOf(vital)}
              aria-label={t('vitals.open', { date: when(vital) })}
              data-testid="vital-row"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, py: 1.25, gap: 1 }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
                  {when(vital)}
                </Typography>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    mt: 0.5,
                    display: 'grid',
                    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
                    gap: 0.5,
                  }}
                >
                  <Reading label={t('vitals.bloodPressure')} value={bloodPressureText(t, vital)} />
                  {CARD_MEASURES.map((measure) => (
                    <Reading
                      key={measure}
                      label={t(`vitals.${measure}`)}
                      value={measureText(t, measure, vital[measure])}
                    />
                  ))}
                </Box>
              </Box>
              <ChevronRight color="action" aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {/* Narrow side padding keeps all nine columns on a tablet's width. */}
      <Table
        size="small"
        aria-label={label}
        sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('vitals.dateRecorded')}</TableCell>
            <TableCell>{t('vitals.bloodPressure')}</TableCell>
            {TABLE_MEASURES.map((measure) => (
              <TableCell key={measure} sx={{ lineHeight: 1.3, verticalAlign: 'bottom' }}>
                {t(`vitals.${measure}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {vitals.map((vital) => (
            <TableRow key={vital.vitalId} hover data-testid="vital-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component={RouterLink}
                  to={pathOf(vital)}
                  aria-label={t('vitals.open', { date: when(vital) })}
                >
                  {when(vital)}
                </Link>
              </TableCell>
              <TableCell>{bloodPressureText(t, vital)}</TableCell>
              {TABLE_MEASURES.map((measure) => (
                <TableCell key={measure} sx={{ whiteSpace: 'nowrap' }}>
                  {measureText(t, measure, vital[measure])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Reading({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}
