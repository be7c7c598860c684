import type { ReactNode } from 'react';
import { ButtonBase } from '@mui/material';
import { Link } from 'react-router';

/** A tab of the open-documents bar: a link to its page, marked current when that page is shown. */
export function TabLink({
  to,
  current,
  label,
  testId,
  children,
}: {
  to: string;
  current: boolean;
  /** The accessible name, when the visible text may be cut short. */
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <ButtonBase
      component={Link}
      to={to}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      data-testid={testId}
      sx={{
        flex: '1 1 auto',
        minWidth: 0,
        minHeight: 48,
        px: 1.5,
        justifyContent: 'flex-start',
        textAlign: 'left',
        typography: 'body2',
        fontWeight: current ? 700 : 500,
        color: current ? 'primary.main' : 'text.secondary',
      }}
    >
      {children}
    </ButtonBase>
  );
}
