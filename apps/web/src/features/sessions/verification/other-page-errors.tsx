import { Alert, AlertTitle, Box, Button } from '@mui/material';
import type { Message } from '@carevisit/core';
import { useDialogText } from '../../../ui/use-dialog-text.ts';

export interface OtherPageErrorsProps {
  title: string;
  messages: readonly Message[];
  /** Takes the user to the dialog where the fields are. */
  action?: { label: string; onClick: () => void } | undefined;
}

/** The messages of the other dialog's fields, after a Submit that checked both (spec 1 §5). */
export function OtherPageErrors({ title, messages, action }: OtherPageErrorsProps) {
  const text = useDialogText();
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {messages.map((message) => (
          <li key={message.key}>{text(message)}</li>
        ))}
      </Box>
      {action && (
        <Button variant="outlined" color="error" size="small" onClick={action.onClick} sx={{ mt: 1.5 }}>
          {action.label}
        </Button>
      )}
    </Alert>
  );
}
