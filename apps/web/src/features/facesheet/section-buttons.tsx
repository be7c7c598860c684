import { Badge, Box, Button } from '@mui/material';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { facesheetPath } from '../../ui/navigation/app-links.ts';
import { FACESHEET_SECTIONS, facesheetSectionPath, type FacesheetSection } from './facesheet-paths.ts';
import { SECTION_ICONS } from './section-icons.ts';

export interface SectionButtonsProps {
  clientId: number;
  /** Whether the client has messages: undefined while they are read. */
  hasMessages: boolean | undefined;
}

/**
 * spec 2 §2 face sheet header, handheld: a button per section (Documents, Messages, Vitals, Allergies,
 * Medications, Diagnosis), each opening its sub-page appended to the current path. The messages button warns
 * when messages exist, and without any leads to the face sheet itself; while they are still being read, it opens
 * Messages (a tap then never lands back on the page it was made on).
 */
export function SectionButtons({ clientId, hasMessages }: SectionButtonsProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pathOf = (section: FacesheetSection) =>
    section === 'messages' && hasMessages === false
      ? facesheetPath(pathname, clientId)
      : facesheetSectionPath(pathname, section, clientId);
  return (
    <Box
      component="nav"
      aria-label={t('facesheet.sections')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
    >
      {FACESHEET_SECTIONS.map((section) => {
        const Icon = SECTION_ICONS[section];
        const warn = section === 'messages' && hasMessages === true;
        return (
          <Button
            key={section}
            component={RouterLink}
            to={pathOf(section)}
            variant="outlined"
            color={warn ? 'warning' : 'primary'}
            aria-label={warn ? t('facesheet.messagesWithWarning') : undefined}
            data-testid={`section-${section}`}
            sx={{
              flexDirection: 'column',
              gap: 0.5,
              py: 1.25,
              minHeight: 72,
              textTransform: 'none',
              bgcolor: 'background.paper',
            }}
          >
            <Badge
              invisible={!warn}
              overlap="circular"
              badgeContent={<WarningAmber sx={{ fontSize: 16 }} aria-hidden />}
              sx={{ '& .MuiBadge-badge': { p: 0, minWidth: 0, right: -4, top: 2 } }}
            >
              <Icon aria-hidden />
            </Badge>
            <Box component="span" sx={{ fontWeight: 600, fontSize: 13, lineHeight: 1.2 }}>
              {t(`facesheet.${section}`)}
            </Box>
          </Button>
        );
      })}
    </Box>
  );
}
