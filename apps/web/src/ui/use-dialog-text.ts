import { useTranslation } from 'react-i18next';
import type { Message, MessageKey } from '@carevisit/core';

/** Words that come from the catalog, or the server's own text where it words the error itself. */
export type DialogText = MessageKey | Message | { text: string };

export function useDialogText(): (text: DialogText) => string {
  const { t } = useTranslation();
  const translate = (key: MessageKey, params: Message['params'] = {}): string =>
    t(key as never, params as never) as unknown as string;
  return (text) => {
    if (typeof text === 'string') return translate(text);
    if ('text' in text) return text.text;
    return translate(text.key, text.params);
  };
}
