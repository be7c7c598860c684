import type { ReactNode } from 'react';
import { ButtonBase } from '@mui/material';
import { Link } from 'react-router';
import { DOCUMENT_TABPANEL_ID } from './tab-ids.ts';

/**
 * A tab of the open-documents bar (role tab, selected when its page is shown) that is a link to its page. Only the
 * selected tab is in the Tab order; the arrow keys move between the others (tab-keys.ts). `column` places it in
 * the bar's grid; a `pinned` tab stays at the row's start while the others scroll under it.
 */
export function TabLink({
  id,
  to,
  selected,
  column,
  pinned = false,
  label,
  testId,
  children,
}: {
  id: string;
  to: string;
  selected: boolean;
  column: number;
  pinned?: boolean;
  /** The accessible name, when the visible text may be cut short. */
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <ButtonBase
      component={Link}
      to={to}
      id={id}
      role="tab"
      aria-selected={selected}
      aria-controls={selected ? DOCUMENT_TABPANEL_ID : undefined}
      tabIndex={selected ? 0 : -1}
      aria-label={label}
      data-testid={testId}
      sx={{
        gridColumn: column,
        minWidth: 0,
        minHeight: 48,
        px: 1.5,
        justifyContent: 'flex-start',
        textAlign: 'left',
        typography: 'body2',
        fontWeight: selected ? 700 : 500,
        color: selected ? 'primary.main' : 'text.secondary',
        // The line under the tab shown now, as a tab bar draws it.
        borderBottom: 2,
        borderColor: selected ? 'primary.main' : 'transparent',
        // Pinned, it covers what scrolls under it, a line at its edge.
        ...(pinned && {
          position: 'sticky',
          left: 0,
          zIndex: 1,
          bgcolor: 'background.default',
          borderRight: 1,
          borderRightColor: 'divider',
        }),
      }}
    >
      {children}
    </ButtonBase>
  );
}
