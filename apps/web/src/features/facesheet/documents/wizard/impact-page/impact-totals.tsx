import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  changeSinceLastTime,
  type EarlierTotal,
  type ImpactScores,
  type ImpactSeverities,
  type SeverityBand,
} from '@carevisit/core';
import { formatCalendarDate } from '../../../../../ui/format/format-calendar-date.ts';

/**
 * spec 2 §2 sub-totals and the Total table (rounded to 2 decimals, spec 2 §9), with the published severity band
 * beside each sub-total and the total that has one once its questions are answered (core's impactSeverities),
 * and beyond the spec the client's earlier totals of this measure as a small trend.
 */
export function ImpactTotals({
  scores,
  severities,
  earlier,
}: {
  scores: ImpactScores;
  severities: ImpactSeverities;
  earlier: EarlierTotal[];
}) {
  const { t } = useTranslation();
  const withBand = (score: number, band: SeverityBand | null) =>
    band ? t('impact.severity', { score, band: band.label }) : String(score);
  const change = changeSinceLastTime(earlier, scores.totalScore);
  return (
    <>
      <Table size="small" aria-label={t('impact.total')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('impact.total')}</TableCell>
            <TableCell align="right">{t('impact.scoreColumn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {scores.subTotal.map((row, i) => (
            <TableRow key={`${row.text}-${i}`}>
              <TableCell>{row.text}</TableCell>
              <TableCell align="right">
                {withBand(row.calculatedScore, severities.subTotals[i] ?? null)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('impact.total')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="impact-total">
              {withBand(scores.totalScore, severities.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {earlier.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="impact-trend">
          {t('impact.earlierTotals', {
            totals: earlier
              .map((point) =>
                t('impact.earlierTotal', {
                  date: formatCalendarDate(point.serviceDate) ?? point.serviceDate,
                  score: point.totalScore,
                }),
              )
              .join(', '),
          })}
          {change && ` · ${t(`impact.change.${change}`)}`}
        </Typography>
      )}
    </>
  );
}
