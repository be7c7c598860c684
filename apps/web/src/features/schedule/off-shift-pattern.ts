import { alpha, type Theme } from '@mui/material/styles';

/**
 * The shading of off-shift time (spec 1 §3 Staff shift), shared by the grid and its key; `weight` darkens it
 * for the key's small swatch, where the grid's faint stripes would not show.
 */
export const offShiftPattern = (theme: Theme, weight = 1) => ({
  backgroundColor: alpha(theme.palette.text.primary, 0.03 * weight),
  backgroundImage: `repeating-linear-gradient(135deg, ${alpha(theme.palette.text.primary, 0.045 * weight)} 0 ${5 / weight}px, transparent ${5 / weight}px ${11 / weight}px)`,
});
