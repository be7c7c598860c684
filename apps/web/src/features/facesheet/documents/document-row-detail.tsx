import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AppointmentData, DocumentData } from '../../../data/index.ts';
import { useActiveSession } from '../../../session/session-context.tsx';
import { useRecord } from '../../../ui/data/use-record.ts';
import { formatDateTime } from '../../../ui/format/format-date-time.ts';
import { useFacesheetTimeZone } from '../use-facesheet-time-zone.ts';

/**
 * What tells a client's documents of one type and day apart (issue 30: two 'Progress Note 11/27/2026 Incomplete'
 * rows): when each was started, by whom, and the visit it documents, in the organization's time.
 */
export function DocumentRowDetail({
  document,
  authors,
}: {
  document: DocumentData;
  /** Staff names by id, from the device's staff list. */
  authors: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const timeZone = useFacesheetTimeZone();
  const appointment = useRecord<AppointmentData>(session.store, 'appointment', document.appointmentId);
  const at = (iso: string) => formatDateTime(Date.parse(iso), timeZone);
  const parts = [
    document.startedDate ? t('documentList.started', { time: at(document.startedDate) }) : null,
    authors.get(document.staffId) ?? null,
    appointment ? t('documentList.visit', { time: at(appointment.startDateInstance) }) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="document-row-detail">
      {parts.join(' · ')}
    </Typography>
  );
}
