import { Typography, type TypographyProps } from '@mui/material';

/** spec 2 §2: diagnosis text is clamped to 4 lines; the detail page shows it whole. */
export function ClampedDiagnosis({
  text,
  variant = 'body2',
}: {
  text: string;
  variant?: TypographyProps['variant'];
}) {
  return (
    <Typography
      variant={variant}
      component="span"
      title={text}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 4,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
      data-testid="diagnosis-text"
    >
      {text}
    </Typography>
  );
}
