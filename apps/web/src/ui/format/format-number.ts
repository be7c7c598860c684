import type { MessageLanguage } from '@carevisit/core';
import { currentLanguage } from '../../i18n/current-language.ts';
import { INTL_LOCALES } from './date-patterns.ts';

/**
 * A measured number with a fixed count of decimals (0.25 miles), by Intl in the app's language; without grouping,
 * as the spec's figures are written. US Spanish writes decimals as US English does (a point), so the figures read
 * the same in both languages today.
 */
export function formatDecimal(value: number, digits: number, language: MessageLanguage = currentLanguage()) {
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}
