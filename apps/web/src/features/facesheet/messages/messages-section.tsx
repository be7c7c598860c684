import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ClientMessage } from '@carevisit/core';
import type { ClientData } from '../../../data/index.ts';
import { useActiveSession } from '../../../session/session-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { clientName } from '../../../ui/format/client-name.ts';
import { formatCalendarDate } from '../../../ui/format/format-calendar-date.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { useLayoutKind } from '../../../ui/use-layout.ts';
import { useViewAudit } from '../../../ui/use-view-audit.ts';
import { useClientMessages } from '../use-client-messages.ts';
import { highlightColour } from './highlight-colour.ts';

/**
 * spec 2 §2 Messages ('Message Board'): Post Date, Expires On ('Not Set' when empty, spec 2 §8) and the message,
 * each row marked by its highlightColor. The office types these messages: they are rendered as text, never as
 * markup, so a message holding HTML shows its characters and runs nothing.
 */
export function MessagesSection({ client }: { client: ClientData }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { session } = useActiveSession();
  useViewAudit(session, 'EVV Client Messages', client.clientId);
  const layout = useLayoutKind();
  const messages = useClientMessages(client.clientId);
  if (!messages) return <PageLoading />;
  if (messages.length === 0) return <EmptyState>{t('empty.messages')}</EmptyState>;
  const label = t('messageBoard.tableLabel', { name: clientName(t, client, client.clientId) });
  const dateText = (date: string | null) => formatCalendarDate(date) ?? t('empty.notSet');
  if (layout === 'handheld')
    return (
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {messages.map((message) => (
          <Paper
            key={message.messageId}
            component="li"
            variant="outlined"
            data-testid="message-row"
            sx={{ p: 2, borderLeft: 6, borderLeftColor: highlightColour(theme, message.highlightColor) }}
          >
            <Box component="dl" sx={{ m: 0, display: 'flex', gap: 3, mb: 1 }}>
              <DateFact label={t('messageBoard.postDate')} value={dateText(message.postDate)} />
              <DateFact label={t('messageBoard.expiresOn')} value={dateText(message.endDate)} />
            </Box>
            <MessageText message={message} />
          </Paper>
        ))}
      </Stack>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '16%' }}>{t('messageBoard.postDate')}</TableCell>
            <TableCell sx={{ width: '16%' }}>{t('messageBoard.expiresOn')}</TableCell>
            <TableCell>{t('messageBoard.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.map((message) => (
            <TableRow
              key={message.messageId}
              data-testid="message-row"
              sx={{
                '& > td:first-of-type': {
                  boxShadow: `inset 6px 0 0 ${highlightColour(theme, message.highlightColor)}`,
                  pl: 3,
                },
              }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {dateText(message.postDate)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {dateText(message.endDate)}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <MessageText message={message} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The message as typed: React writes it as a text node, and pre-wrap keeps the office's line breaks. */
function MessageText({ message }: { message: ClientMessage }) {
  return (
    <Typography
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      data-testid="message-text"
    >
      {message.message}
    </Typography>
  );
}

function DateFact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}
