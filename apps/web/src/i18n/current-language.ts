import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { isMessageLanguage, type MessageLanguage } from '@carevisit/core';

/** The language the app speaks now: i18next's, or English before i18next is set up (tests of pure formatters). */
export function currentLanguage(): MessageLanguage {
  const language = i18next.resolvedLanguage;
  return isMessageLanguage(language) ? language : 'en';
}

/** The language the app speaks, rendering again when it changes. */
export function useLanguage(): MessageLanguage {
  const { i18n } = useTranslation();
  return isMessageLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}
