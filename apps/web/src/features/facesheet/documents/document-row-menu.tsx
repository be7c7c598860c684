import { useState } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import { documentActions, type DocumentAction } from '@carevisit/core';
import type { DocumentData } from '../../../data/index.ts';
import { useActiveSession } from '../../../session/session-context.tsx';

const LABELS = {
  edit: 'serviceDocuments.edit',
  delete: 'serviceDocuments.delete',
  view: 'serviceDocuments.view',
  sign: 'serviceDocuments.sign',
} as const;

/** spec 2 §4 the kebab menu of a document row: its items depend on the status, and on whom it waits for. */
export function DocumentRowMenu({
  document,
  onAction,
}: {
  document: DocumentData;
  onAction: (action: DocumentAction) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = documentActions(document, useActiveSession().session.profile.staffId);
  const name = document.documentName;
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={t('serviceDocuments.rowActions', { name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 44, height: 44 }}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            sx={{ minHeight: 44 }}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {t(LABELS[action])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
