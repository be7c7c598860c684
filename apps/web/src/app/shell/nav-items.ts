import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

export interface NavItem {
  path: '/dashboard' | '/schedule' | '/caseload' | '/settings';
  label: 'nav.dashboard' | 'nav.schedule' | 'nav.caseload' | 'nav.settings';
  Icon: SvgIconComponent;
}

/** spec 1 §2: the four main navigation items, each with an icon. */
export const navItems: readonly NavItem[] = [
  { path: '/dashboard', label: 'nav.dashboard', Icon: DashboardOutlined },
  { path: '/schedule', label: 'nav.schedule', Icon: EventNoteOutlined },
  { path: '/caseload', label: 'nav.caseload', Icon: PeopleOutlined },
  { path: '/settings', label: 'nav.settings', Icon: SettingsOutlined },
];

/** spec 1 §2: an item is active when the current path starts with its route. */
export function activeNavItem(pathname: string): NavItem | undefined {
  return navItems.find((item) => pathname.startsWith(item.path));
}
