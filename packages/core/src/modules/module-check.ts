import type { Message } from '../messages/format.ts';

/** One unmet requirement of a module page; target names the control it belongs under, when there is one. */
export interface ModuleIssue extends Message {
  target?: string;
}

/** What Next and the signature page need to know of a module page (the page-kind contract). */
export interface ModuleCheck {
  valid: boolean;
  errorCount: number;
  messages: ModuleIssue[];
}

export function moduleCheckOf(messages: ModuleIssue[]): ModuleCheck {
  return { valid: messages.length === 0, errorCount: messages.length, messages };
}
