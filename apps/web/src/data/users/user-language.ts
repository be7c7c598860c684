import { USER_LANGUAGE_PATH, userLanguageReply, type MessageLanguage } from '@carevisit/core';
import type { ApiClient } from '../api-client.ts';
import { parseReply } from '../api-replies.ts';

/** Issue 33 item 3: the server keeps the user's language, for the next device they sign in on. */
export async function saveUserLanguage(api: ApiClient, language: MessageLanguage): Promise<MessageLanguage> {
  return parseReply(userLanguageReply, await api.putJson(USER_LANGUAGE_PATH, { language })).language;
}
