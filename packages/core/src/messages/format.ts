import { en } from './en.ts';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key into the catalog, e.g. 'login.accountRequired'. */
export type MessageKey = Leaves<typeof en>;
export type MessageParams = Record<string, string | number>;

/** A rule's verdict: which message, with which values. Screens translate it; the server formats it. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

export function lookupMessage(key: MessageKey): string {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return lookupMessage(key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
