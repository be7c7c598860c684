import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface ClinicalCardListProps<T> {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => number;
  rowName: (row: T) => string;
  hrefOf: (row: T) => string;
  renderCard: (row: T) => ReactNode;
}

/** A handheld clinical list (spec 2 §2): one card per record, each a link to its detail page. */
export function ClinicalCardList<T>({
  label,
  rows,
  rowKey,
  rowName,
  hrefOf,
  renderCard,
}: ClinicalCardListProps<T>) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" aria-label={label} spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <Card variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={hrefOf(row)}
              aria-label={t('clinical.openDetails', { name: rowName(row) })}
            >
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>{renderCard(row)}</CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
