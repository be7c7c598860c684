import { List, ListItemButton, ListItemIcon, ListItemText, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeNavItem, navItems } from './nav-items.ts';

const SIDE_NAV_WIDTH = 112;

/** Tablet navigation, at the side (spec 1 §2). */
export function SideNavigation() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeNavItem(pathname)?.path;
  return (
    <Paper
      component="nav"
      aria-label={t('nav.label')}
      square
      elevation={0}
      sx={{ width: SIDE_NAV_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', pt: 1 }}
    >
      {/* Links, not list items: a div keeps the list semantics honest (axe: list). */}
      <List component="div" disablePadding>
        {navItems.map(({ path, label, Icon }) => (
          <ListItemButton
            key={path}
            component={Link}
            to={path}
            selected={active === path}
            aria-current={active === path ? 'page' : undefined}
            sx={{ flexDirection: 'column', py: 1.5, mx: 1, borderRadius: 2, mb: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 0, color: active === path ? 'primary.main' : 'text.secondary' }}>
              <Icon />
            </ListItemIcon>
            <ListItemText
              primary={t(label)}
              slotProps={{ primary: { variant: 'caption', sx: { fontWeight: active === path ? 700 : 500 } } }}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
