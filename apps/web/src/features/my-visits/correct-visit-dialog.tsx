import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centralDate, reasonCodeChoices, type Descriptor } from '@carevisit/core';
import { saveVisitCorrection } from '../../data/evv/visit-corrections.ts';
import type { TeamVisit } from '../../data/evv/team-visits.ts';
import { now as clockNow, nowMillis } from '../../platform/clock.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { useCurrentOrganization } from '../../ui/data/use-current-organization.ts';
import { useRecords } from '../../ui/data/use-records.ts';
import { EditTimesDialog } from '../../ui/edit-times/edit-times-dialog.tsx';
import type { EditTimesContext, EditedTimes } from '../../ui/edit-times/edit-times-draft.ts';

export interface CorrectVisitDialogProps {
  visit: TeamVisit & { start: string; end: string };
  onClose: () => void;
}

/**
 * A supervisor corrects a team member's verified visit (issue 32 item 5): its times, with one of the agency's EVV
 * Reason Codes and a memo, always (Sandata sends every adjusted time with both). Kept on her device, offline too,
 * until the server stores it beside the visit's calls, which never change; the server checks what her device
 * cannot (the caregiver's other appointments).
 */
export function CorrectVisitDialog({ visit, onClose }: CorrectVisitDialogProps) {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  const organization = useCurrentOrganization(session);
  const reasonCodes = useRecords<Descriptor>(session.store, 'descriptor', {
    index: 'type',
    equals: 'EVV Reason Codes',
  });
  const [now] = useState(clockNow);
  if (!organization || !reasonCodes) return null;
  const { organizationId, evvState, timeZone } = organization;
  const codes = reasonCodeChoices(reasonCodes, {
    event: 'EditTimes',
    evvState,
    organizationId,
    today: centralDate(now),
  });
  const context: EditTimesContext = {
    recorded: { start: new Date(visit.start), end: new Date(visit.end) },
    now,
    timeZone,
    requireReason: true,
    // Her device holds neither the visit's calls nor the caregiver's schedule: the server checks those.
    beginActual: null,
    appointmentId: visit.submission.appointmentId,
    otherAppointments: [],
    sameTimesChange: true,
  };
  const save = async (edited: EditedTimes | null) => {
    // With a reason always required, the dialog hands back its times with their reason and memo.
    if (edited?.reason != null && edited.comments !== null) {
      await saveVisitCorrection(session.store, nowMillis, {
        evvVisitId: visit.submission.evvVisitId,
        startDateTime: edited.start,
        endDateTime: edited.end,
        reasonCodeId: edited.reason,
        memo: edited.comments,
      });
    }
    onClose();
  };
  return (
    <EditTimesDialog
      title={t('myVisits.correctTitle')}
      context={context}
      edited={null}
      codes={codes}
      evvState={evvState}
      onSave={(edited) => void save(edited)}
      onClose={onClose}
    />
  );
}
