import type { Theme } from '@mui/material';
import type { ClientMessage } from '@carevisit/core';

/** spec 2 §2 Messages: a message's highlightColor marks its row; None means the default grey. */
export function highlightColour(theme: Theme, highlight: ClientMessage['highlightColor']): string {
  switch (highlight) {
    case 'None':
      return theme.palette.grey[400];
    case 'Red':
      return theme.palette.error.main;
    case 'Yellow':
      return theme.palette.warning.light;
    case 'Green':
      return theme.palette.success.main;
    case 'Blue':
      return theme.palette.info.main;
  }
}
