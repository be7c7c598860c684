import type { MessageLanguage } from '@carevisit/core';
import type { ApiClient } from '../api-client.ts';

/** Issue 33 item 3: the server keeps the user's language, for the next device they sign in on. */
export async function saveUserLanguage(api: ApiClient, language: MessageLanguage): Promise<MessageLanguage> {
  return (await api.call('setLanguage', { body: { language } })).language;
}
