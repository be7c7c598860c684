import type { MessageLanguage } from '@carevisit/core';
import type { ApiClient } from '../../data/api-client.ts';
import { saveUserLanguage } from '../../data/users/user-language.ts';
import { switchLanguage } from '../../i18n/i18n.ts';
import { keepLanguage, markLanguageSent, unsentLanguage } from '../../i18n/language-choice.ts';

/**
 * Issue 33 item 3: the language chosen on this device that the server has not kept yet goes to the server. Best
 * effort: offline, or refused, it stays marked and goes at the next sign-in or when the connection returns.
 */
export async function sendUnsentLanguage(api: ApiClient): Promise<void> {
  const language = unsentLanguage();
  if (!language) return;
  try {
    await saveUserLanguage(api, language);
    markLanguageSent(language);
  } catch {
    // Still marked: sent again at the next chance.
  }
}

/**
 * After an online sign-in: a choice made on this device (on the sign-in page, or in Settings while offline) is
 * the person's latest word and goes to the server; otherwise the server's, when they have one, becomes this
 * device's, so the language follows them to a new device.
 */
export async function settleLanguageAtSignIn(
  api: ApiClient,
  serverLanguage: MessageLanguage | null,
): Promise<void> {
  if (unsentLanguage()) {
    await sendUnsentLanguage(api);
    return;
  }
  if (!serverLanguage) return;
  keepLanguage(serverLanguage, false);
  // Never a reason to fail the sign-in: the next start opens in the kept language all the same.
  await switchLanguage(serverLanguage).catch(() => undefined);
}
