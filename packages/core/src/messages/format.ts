import { en } from './en.ts';
import { es } from './es.ts';
import { isPluralForms, type Catalog, type IsPluralForms, type MessageText } from './catalog.ts';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : IsPluralForms<T[K]> extends true
      ? `${P}${K}`
      : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key into the catalog, e.g. 'login.accountRequired'. A message with plural forms is one key. */
export type MessageKey = Leaves<typeof en>;
export type MessageParams = Record<string, string | number>;

/** The languages with a catalog. */
export type MessageLanguage = 'en' | 'es';

const catalogs: Record<MessageLanguage, Catalog> = { en, es };

/** A rule's verdict: which message, with which values. Screens translate it; the server formats it. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

/** A message's leaf as the catalog holds it: its text, or its plural forms. */
function lookupMessageText(key: MessageKey, language: MessageLanguage = 'en'): MessageText {
  let node: unknown = catalogs[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as MessageText;
}

/** A message's text, unfilled; of plural forms the other one (as i18next answers a lookup without count). */
export function lookupMessage(key: MessageKey, language: MessageLanguage = 'en'): string {
  const text = lookupMessageText(key, language);
  return isPluralForms(text) ? text.other : text;
}

/** The form of a message for a count: the language's plural category of it, as Intl.PluralRules selects it. */
function chooseForm(
  text: MessageText,
  language: MessageLanguage,
  count: string | number | undefined,
): string {
  if (!isPluralForms(text)) return text;
  const number = Number(count);
  if (count === undefined || !Number.isFinite(number)) return text.other;
  const category = new Intl.PluralRules(language).select(number);
  return (category === 'one' || category === 'many' ? text[category] : undefined) ?? text.other;
}

export function formatMessage(
  key: MessageKey,
  params: MessageParams = {},
  language: MessageLanguage = 'en',
): string {
  return chooseForm(lookupMessageText(key, language), language, params.count).replace(
    /\{(\w+)\}/g,
    (whole, name: string) => (name in params ? String(params[name]) : whole),
  );
}
