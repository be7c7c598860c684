import { useState } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import Check from '@mui/icons-material/Check';
import SortIcon from '@mui/icons-material/Sort';
import { useTranslation } from 'react-i18next';
import type { TaskSort } from '@carevisit/core';

export interface TaskSortMenuProps {
  sort: TaskSort;
  options: readonly TaskSort[];
  onChange: (sort: TaskSort) => void;
}

/** spec 2 §2, §4: the task list's sort menu. */
export function TaskSortMenu({ sort, options, onChange }: TaskSortMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        aria-label={t('taskList.sortBy', { sort: t(`taskList.${sort}`) })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t(`taskList.${sort}`)}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('taskList.sortLabel') } }}
      >
        {options.map((option) => (
          <MenuItem
            key={option}
            selected={option === sort}
            onClick={() => {
              setAnchor(null);
              onChange(option);
            }}
          >
            <ListItemIcon>{option === sort && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(`taskList.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
