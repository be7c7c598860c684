import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { scrollToFirstError } from '../scroll-to-first-error.ts';
import { useLayoutKind } from '../use-layout.ts';

export interface FlowDialogProps {
  open: boolean;
  /** Names the dialog (aria-labelledby). */
  titleId: string;
  title: string;
  /** Escape: the dialog decides what closing means (ask, or go back). A tap beside it does nothing. */
  onEscape: () => void;
  /** A save runs: a bar shows under the title. */
  busy?: boolean;
  busyLabel?: string;
  /** Counts the user's tries to go on that found problems; each brings the first message into view. */
  failedTries?: number;
  actions: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the verification dialogs: full screen on handhelds, 660 px wide on tablets (as the Appointment
 * dialog, spec 1 §2), the actions always in sight below the scrolling content. A tap outside must not throw
 * away a half-finished verification, so only Escape closes, through the dialog's own handler.
 */
export function FlowDialog({
  open,
  titleId,
  title,
  onEscape,
  busy,
  busyLabel,
  failedTries = 0,
  actions,
  children,
}: FlowDialogProps) {
  const handheld = useLayoutKind() === 'handheld';
  const contentRef = useRef<HTMLDivElement>(null);
  // On a phone the message may be a screen or two away from the button that found it. This dialog's own fields
  // come first: the alert naming the other dialog's fields sits at the top, and scrolling to it hid the fields to
  // fix here (issue 36).
  useEffect(() => {
    if (failedTries === 0) return;
    scrollToFirstError(contentRef.current, true);
  }, [failedTries]);
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown' && !busy) onEscape();
      }}
      aria-labelledby={titleId}
      fullScreen={handheld}
      maxWidth={false}
      slotProps={{ paper: { sx: handheld ? {} : { width: 660, maxWidth: 'calc(100% - 64px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700, borderBottom: 1, borderColor: 'divider', py: 1.75 }}>
        {title}
      </DialogTitle>
      {busy ? <LinearProgress aria-label={busyLabel} /> : null}
      <DialogContent
        ref={contentRef}
        sx={{ px: { xs: 2, sm: 3 }, pt: '16px !important', bgcolor: 'background.default' }}
      >
        {children}
      </DialogContent>
      <DialogActions
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          px: { xs: 2, sm: 3 },
          py: 1.5,
          gap: 1,
          pb: handheld ? 'max(12px, env(safe-area-inset-bottom))' : 1.5,
        }}
      >
        {actions}
      </DialogActions>
    </Dialog>
  );
}
