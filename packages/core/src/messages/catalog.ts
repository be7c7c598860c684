// What every language's message catalog must be: the keys of `en`, nested the same way, each leaf a text or the
// plural forms of one. The forms are CLDR's categories as Intl.PluralRules names them; English uses one and
// other, Spanish one, many (a round million: '1000000 de registros') and other.
import type { en } from './en.ts';

/** A message that counts with its `count` parameter, one text per plural category the language uses. */
export interface PluralForms {
  readonly one: string;
  readonly other: string;
  readonly many?: string;
}

/** A leaf of a catalog: a plain text, or plural forms chosen by the message's `count`. */
export type MessageText = string | PluralForms;

/** True for a leaf of `en` written as plural forms (an object of one, other and perhaps many, nothing else). */
export type IsPluralForms<T> = T extends { readonly one: string; readonly other: string }
  ? Exclude<keyof T, keyof PluralForms> extends never
    ? true
    : false
  : false;

type CatalogOf<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? MessageText
    : IsPluralForms<T[K]> extends true
      ? MessageText
      : CatalogOf<T[K]>;
};

/**
 * The type every catalog must have: the keys of `en`, every leaf a string or PluralForms. A language may count
 * where another does not, so either shape fits any leaf; a missing key, an unknown one in a written-out object,
 * or a leaf of another shape does not compile.
 */
export type Catalog = CatalogOf<typeof en>;

/** The same shape for one area's part of the catalog (one file of ./ui and its translations). */
export type CatalogPart<T> = CatalogOf<T>;

/**
 * A catalog as i18next reads it: a PluralForms leaf `k` becomes `k_one`, `k_other` (and `k_many`), which i18next
 * chooses among with Intl.PluralRules when called with `count`, and `k` itself, the other form, for a call
 * without it.
 */
export type I18nextResources<T> = {
  [
    K in keyof T & string as IsPluralForms<T[K]> extends true ? K | `${K}_${keyof T[K] & string}` : K
  ]: T[K] extends string ? T[K] : IsPluralForms<T[K]> extends true ? string : I18nextResources<T[K]>;
};

const PLURAL_CATEGORIES: ReadonlySet<string> = new Set(['one', 'other', 'many']);

/** Whether a catalog's node is a leaf of plural forms rather than a section. */
export function isPluralForms(node: unknown): node is PluralForms {
  if (typeof node !== 'object' || node === null) return false;
  const record = node as Record<string, unknown>;
  return (
    typeof record.one === 'string' &&
    typeof record.other === 'string' &&
    Object.entries(record).every(([form, text]) => PLURAL_CATEGORIES.has(form) && typeof text === 'string')
  );
}

/** The resources i18next takes for one language's translation namespace, plural forms spread into sibling keys. */
export function toI18nextResources<T extends object>(catalog: T): I18nextResources<T> {
  const resources: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(catalog)) {
    if (typeof node === 'string') {
      resources[key] = node;
    } else if (isPluralForms(node)) {
      resources[key] = node.other;
      for (const [form, text] of Object.entries(node)) resources[`${key}_${form}`] = text;
    } else {
      resources[key] = toI18nextResources(node as object);
    }
  }
  return resources as I18nextResources<T>;
}
