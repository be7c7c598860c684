import type { Message, MessageKey, Refusal } from '@carevisit/core';
import type { LoginError } from '../../data/index.ts';

/**
 * A sign-in dialog of spec 1 §8: a title and a message, either from the catalog or, for errors the server
 * words itself, its own text.
 */
export interface LoginDialog {
  title: MessageKey | { text: string };
  message: Message | { refused: readonly Refusal[] } | { text: string };
}

/** The server's words, worded by their key where the app knows it. */
const serverWords = (refusal: Refusal | null): LoginDialog['message'] =>
  refusal ? { refused: [refusal] } : { text: '' };

export const dialogOf = (title: MessageKey, message: MessageKey): LoginDialog => ({
  title,
  message: { key: message },
});

/**
 * spec 1 §8 login errors: known codes get their dialog; privilegeRequired is split into 'Privilege Required'
 * with 'Mobile' replaced by 'EVV'; other errors show error as title and error_description as message; without
 * an error field, 'Login Error Response' with statusText and status.
 */
export function loginErrorDialog(error: LoginError, statusText = ''): LoginDialog {
  switch (error.error) {
    case 'invalid_grant':
      return dialogOf('login.loginDialogTitle', 'login.loginFailed');
    case 'access_denied':
      return {
        title: 'login.privilegeRequiredTitle',
        message: serverWords(
          error.description && {
            ...error.description,
            message: error.description.message.replace(/Mobile/g, 'EVV'),
          },
        ),
      };
    case 'security_rules_missing':
      return dialogOf('login.securityRulesTitle', 'login.noSecurityRules');
    case null:
      return {
        title: 'login.loginErrorResponse',
        message: { text: `${statusText} ${error.status}`.trim() },
      };
    default:
      return { title: { text: error.error }, message: serverWords(error.description) };
  }
}
