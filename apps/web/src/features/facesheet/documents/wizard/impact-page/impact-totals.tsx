import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  calendarDateText,
  changeSinceLastTime,
  severityOf,
  totalSeverity,
  type EarlierTotal,
  type ImpactMeasure,
  type ImpactScores,
  type SeverityBand,
} from '@carevisit/core';

/**
 * spec 2 §2 sub-totals and the Total table (rounded to 2 decimals, spec 2 §9), with the published severity band
 * beside each sub-total and the total that has one, and beyond the spec the client's earlier totals of this
 * measure as a small trend.
 */
export function ImpactTotals({
  measure,
  scores,
  earlier,
}: {
  measure: ImpactMeasure;
  scores: ImpactScores;
  earlier: EarlierTotal[];
}) {
  const { t } = useTranslation();
  const subTotals = [...measure.subTotals].sort((a, b) => a.sequence - b.sequence);
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
                {withBand(row.calculatedScore, severityOf(subTotals[i]?.severityBands, row.calculatedScore))}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('impact.total')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="impact-total">
              {withBand(scores.totalScore, totalSeverity(measure, scores))}
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
                  date: calendarDateText(point.serviceDate),
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
