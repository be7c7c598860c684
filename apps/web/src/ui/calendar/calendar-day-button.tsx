import { Box, ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

export interface CalendarDayButtonProps {
  /** 'Fri' above the number in the week strip; none in the month grid (its header row names the days). */
  weekday?: string;
  dayOfMonth: string;
  /** The full date, the button's accessible name. */
  label: string;
  selected: boolean;
  today: boolean;
  disabled: boolean;
  /** A day of the neighbouring month in a month grid: shown lighter. */
  outside?: boolean;
  marked?: boolean;
  onClick: () => void;
}

/** One day of the mini calendar: a real button, named by its full date, pressed when selected. */
export function CalendarDayButton(props: CalendarDayButtonProps) {
  const { weekday, dayOfMonth, label, selected, today, disabled, outside, marked, onClick } = props;
  const strip = weekday !== undefined;
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-pressed={selected}
      aria-current={today ? 'date' : undefined}
      focusRipple
      sx={(theme) => ({
        flexDirection: 'column',
        gap: 0.25,
        width: '100%',
        // A month's day is a touch target of 44 px (issue 36).
        maxWidth: strip ? 52 : 44,
        minHeight: strip ? 60 : 44,
        mx: 'auto',
        borderRadius: strip ? 3 : '50%',
        position: 'relative',
        color: outside ? 'text.secondary' : 'text.primary',
        border: 2,
        borderColor: today && !selected ? 'primary.main' : 'transparent',
        transition: theme.transitions.create(['background-color', 'color']),
        '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.08) },
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        ...(selected && {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        }),
        // spec 1 §2: days outside the allowed window are greyed out and cannot be selected.
        '&.Mui-disabled': { color: 'text.disabled', bgcolor: 'transparent' },
      })}
    >
      {strip && (
        <Typography component="span" variant="caption" sx={{ lineHeight: 1, fontWeight: 500, opacity: 0.85 }}>
          {weekday}
        </Typography>
      )}
      <Typography
        component="span"
        sx={{
          fontSize: strip ? '1.05rem' : '0.9rem',
          lineHeight: 1.2,
          fontWeight: selected || today ? 700 : 500,
        }}
      >
        {dayOfMonth}
      </Typography>
      {marked && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            bottom: strip ? 6 : 3,
            width: 4,
            height: 4,
            borderRadius: '50%',
            bgcolor: selected ? 'primary.contrastText' : 'primary.main',
          }}
        />
      )}
    </ButtonBase>
  );
}
