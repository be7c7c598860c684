import type { ClientMessage } from '@carevisit/core';
import { useClientRecords } from './use-client-records.ts';

/**
 * The client's messages (spec 2 §2 Messages), newest post first. The header's messages button and the tablet's
 * Messages tab ask for them too, to show the warning icon when any exist.
 */
export function useClientMessages(clientId: number): ClientMessage[] | undefined {
  const messages = useClientRecords<ClientMessage>('message', clientId);
  return (
    messages &&
    [...messages].sort((a, b) => b.postDate.localeCompare(a.postDate) || b.messageId - a.messageId)
  );
}
