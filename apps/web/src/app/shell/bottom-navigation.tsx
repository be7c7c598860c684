import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeNavItem, navItems } from './nav-items.ts';

/**
 * Each label on one line within its quarter of a 360 px screen, in either language: a narrow side padding, and the
 * chosen item told by its colour alone, as MUI's larger or a bold text would not fit 'Configuración'.
 */
const ACTION_STYLE = {
  px: 0.5,
  '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': {
    whiteSpace: 'nowrap',
    fontSize: '0.75rem',
  },
} as const;

/**
 * Handheld navigation, at the bottom (spec 1 §2): links, as the tablet's side navigation's are, so a screen reader
 * announces them as navigation and a link can be opened or long-pressed as any other (issue 33 item 4).
 */
export function HandheldNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Paper
      component="nav"
      aria-label={t('nav.label')}
      elevation={8}
      sx={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        pb: 'env(safe-area-inset-bottom)',
        zIndex: 'appBar',
      }}
    >
      <BottomNavigation showLabels value={activeNavItem(pathname)?.path ?? false}>
        {navItems.map(({ path, label, Icon }) => (
          <BottomNavigationAction
            key={path}
            value={path}
            label={t(label)}
            icon={<Icon />}
            component={Link}
            to={path}
            aria-current={activeNavItem(pathname)?.path === path ? 'page' : undefined}
            sx={ACTION_STYLE}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
