import { Avatar } from '@mui/material';
import type { ClientData } from '../../data/index.ts';

const initialsOf = (client: ClientData | undefined) =>
  [client?.firstName, client?.lastName]
    .map((name) => Array.from(name ?? '')[0] ?? '')
    .join('')
    .toUpperCase();

/**
 * spec 1 §3 Client picture: the client's photo, else their initials. Decorative: the client's name is always
 * written beside it.
 */
export function ClientAvatar({ client, size }: { client: ClientData | undefined; size: number }) {
  return (
    <Avatar
      src={client?.picture ?? undefined}
      alt=""
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 700,
        // Dark on light: the initials keep a contrast above 4.5:1 (WCAG AA).
        bgcolor: '#dce8f5',
        color: 'primary.main',
      }}
    >
      {initialsOf(client)}
    </Avatar>
  );
}
