/** What one tab tells the others of the same origin about the session they share (issue 17). */
export type TabMessage =
  /** This tab signed out (Log Out, inactivity, a refused refresh): every tab does. */
  | { kind: 'signedOut'; reason: 'loggedOut' | 'inactivity' | 'refreshFailed' }
  /** The user was active in this tab at this time: no other tab may count them inactive before it. */
  | { kind: 'activity'; atMillis: number };

const CHANNEL = 'carevisit-session';

export interface TabChannel {
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
}

function isTabMessage(value: unknown): value is TabMessage {
  const message = value as Partial<TabMessage> | null;
  if (message?.kind === 'activity') return typeof message.atMillis === 'number';
  return message?.kind === 'signedOut' && typeof message.reason === 'string';
}

/**
 * A BroadcastChannel among the app's tabs. Messages hold no person, token or key: only what happened and when.
 * Where BroadcastChannel is missing (Node tests) the tab is alone and posts go nowhere.
 */
export function openTabChannel(): TabChannel {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return {
    post: (message) => channel?.postMessage(message),
    subscribe: (listener) => {
      if (!channel) return () => undefined;
      const onMessage = (event: MessageEvent<unknown>) => {
        if (isTabMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
