import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';

export interface WizardPage {
  key: string;
  name: string;
  validated: boolean;
}

/** spec 2 §2: past 8 pages the navigator takes a taller layout (a scrolling column of dense rows). */
const TALL_NAVIGATOR_PAGES = 8;

/** spec 2 §2 the wizard's left navigator: every page, the current one marked, confirmed ones ticked. */
export function WizardNavigator({
  pages,
  current,
  onPick,
}: {
  pages: readonly WizardPage[];
  current: number;
  onPick: (index: number) => void;
}) {
  const { t } = useTranslation();
  const tall = pages.length > TALL_NAVIGATOR_PAGES;
  return (
    <List
      component="nav"
      aria-label={t('serviceDocuments.pages')}
      dense={tall}
      data-testid="wizard-navigator"
      data-tall={tall}
      sx={{ overflowY: 'auto', maxHeight: tall ? '75vh' : undefined }}
    >
      {pages.map((page, index) => (
        <ListItemButton
          key={page.key}
          selected={index === current}
          aria-current={index === current ? 'step' : undefined}
          onClick={() => onPick(index)}
          sx={{ minHeight: 44 }}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            {page.validated ? (
              <CheckCircle
                color="success"
                fontSize="small"
                aria-label={t('serviceDocuments.pageValidated', { name: page.name })}
              />
            ) : (
              <RadioButtonUnchecked fontSize="small" aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText primary={page.name} />
        </ListItemButton>
      ))}
    </List>
  );
}
