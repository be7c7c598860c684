import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey, MessageParams } from '@carevisit/core';
import { renderText, type SyncText } from './sync-text.ts';

/** Words for a SyncText from the catalog; a plain string (a number shown as is) passes through. */
export function useSyncText(): (text: SyncText | string) => string {
  const { t } = useTranslation();
  return useCallback(
    (text: SyncText | string) => {
      if (typeof text === 'string') return text;
      const format = (key: MessageKey, params?: MessageParams) => {
        const words: unknown = t(key as never, params as never);
        return typeof words === 'string' ? words : key;
      };
      return renderText(text, format);
    },
    [t],
  );
}
