import { useId } from 'react';
import { Box, Paper, Stack, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { VitalTrend } from '@carevisit/core';
import { formatDate } from '../../../ui/format/format-date-time.ts';
import type { LayoutKind } from '../../../ui/use-layout.ts';
import { plotTrend } from './chart-geometry.ts';
import { bloodPressureText, measureText } from './vital-text.ts';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';

// A handheld shows one chart per row, wider and flatter than the tablet's three.
const BOXES = {
  tablet: { width: 240, height: 96, padding: 8 },
  handheld: { width: 320, height: 84, padding: 8 },
} as const;

export interface TrendChartProps {
  trend: VitalTrend;
  timeZone: string;
  layout: LayoutKind;
}

/**
 * One measure over time, beyond the spec: people read a line faster than a column of numbers. The drawing is an
 * image named by its title and summary; the readings themselves are a table for screen readers.
 */
export function TrendChart({ trend, timeZone, layout }: TrendChartProps) {
  const BOX = BOXES[layout];
  const { t } = useTranslation();
  const theme = useTheme();
  const titleId = useId();
  const summaryId = useId();
  const colours = [theme.palette.primary.main, theme.palette.secondary.main];
  const plot = plotTrend(trend.lines, BOX);
  const title = t(`vitals.${trend.trend}`);
  const times = [...new Set(trend.lines.flatMap((line) => line.points.map((point) => point.millis)))].sort(
    (a, b) => a - b,
  );
  const valueAt = (lineIndex: number, millis: number) =>
    trend.lines[lineIndex]?.points.find((point) => point.millis === millis)?.value ?? null;
  const latest = times[times.length - 1]!;
  const latestText =
    trend.trend === 'bloodPressure'
      ? bloodPressureText(t, { bPSystolic: valueAt(0, latest), bPDiastolic: valueAt(1, latest) })
      : measureText(t, trend.lines[0]!.measure, valueAt(0, latest));
  return (
    <Paper
      variant="outlined"
      component="figure"
      sx={{ m: 0, p: 1.5, position: 'relative' }}
      data-testid="vital-trend"
    >
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} component="figcaption" variant="subtitle2" sx={{ fontWeight: 700 }} noWrap>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {t('vitals.latest', { value: latestText })}
        </Typography>
      </Stack>
      <Box
        component="svg"
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
        sx={{ display: 'block', width: '100%', height: 'auto', mt: 1, overflow: 'visible' }}
      >
        <line
          x1={BOX.padding}
          x2={BOX.width - BOX.padding}
          y1={BOX.height - BOX.padding}
          y2={BOX.height - BOX.padding}
          stroke={theme.palette.divider}
        />
        {plot.lines.map((line, index) => (
          <g key={line.measure} stroke={colours[index]} fill={colours[index]}>
            <path d={line.path} fill="none" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
            {line.points.map((point) => (
              <circle key={point.millis} cx={point.x} cy={point.y} r={3} />
            ))}
          </g>
        ))}
      </Box>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}
      >
        <Typography id={summaryId} variant="caption" color="text.secondary">
          {t('vitals.chartSummary', {
            count: times.length,
            from: formatDate(times[0]!, timeZone),
            to: formatDate(latest, timeZone),
          })}
        </Typography>
        {trend.lines.length > 1 && (
          <Stack direction="row" spacing={1.5} aria-hidden>
            {trend.lines.map((line, index) => (
              <Stack key={line.measure} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colours[index] }} />
                <Typography variant="caption">{t(`vitals.${line.measure}`)}</Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('vitals.chartTitle', { measure: title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vitals.dateRecorded')}</th>
            {trend.lines.map((line) => (
              <th key={line.measure} scope="col">
                {t(`vitals.${line.measure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((millis) => (
            <tr key={millis}>
              <th scope="row">{formatDate(millis, timeZone)}</th>
              {trend.lines.map((line, index) => (
                <td key={line.measure}>{measureText(t, line.measure, valueAt(index, millis))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
