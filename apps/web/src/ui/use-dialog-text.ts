import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { refusalsText, type Message, type MessageKey, type WordMessage } from '@carevisit/core';
// Not the data layer's index: the sign-in page uses this, and the index would bring the whole layer to its first load.
import { refusalsOf, type SyncError } from '../data/sync-error.ts';

/**
 * Words that come from the catalog; the server's refusals, worded by their keys in the app's language where the
 * app knows them (issue 33); or the server's own text where it words the error itself.
 */
export type DialogText = MessageKey | Message | { refused: SyncError } | { text: string };

/** A dialog text in the words of i18next's language. */
export function dialogText(t: TFunction, text: DialogText): string {
  const word: WordMessage = (key, params) => t(key as never, params as never) as unknown as string;
  if (typeof text === 'string') return word(text, {});
  if ('text' in text) return text.text;
  if ('refused' in text) return refusalsText(refusalsOf(text.refused), word);
  return word(text.key, text.params ?? {});
}

export function useDialogText(): (text: DialogText) => string {
  const { t } = useTranslation();
  return (text) => dialogText(t, text);
}
