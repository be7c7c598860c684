import { useMemo } from 'react';
import { useLiveResult } from '../../../../../ui/data/use-live-result.ts';
import {
  activePrograms,
  PROGRAM_TIME_ZONE,
  startOfDayInZone,
  type ClientProgram,
  type Program,
  type SignatureCheck,
  type Staff,
} from '@carevisit/core';
import { checkTypedSignature, type ClientData, type DocumentData } from '../../../../../data/index.ts';
import { useActiveSession } from '../../../../../session/session-context.tsx';
import { now } from '../../../../../platform/clock.ts';
import { useRecords } from '../../../../../ui/data/use-records.ts';
import type { ProgramOption } from './program-selector.tsx';

export interface SignatureContext {
  staffId: number;
  /** Compares a typed staff signature with the device verifier, counting wrong ones (issue 31 items 2, 3). */
  checkStaffSignature: (entered: string) => Promise<SignatureCheck>;
  client: { firstName: string; lastName: string } | null;
  signer: Staff | null;
  staff: Staff[];
  programs: ProgramOption[];
}

/**
 * What the signature page reads from the device, offline too: the client's name, the staff list and the
 * signer's supervisory ids, the client's programs on the service date, and the check of a typed staff signature.
 * Undefined while the local database is read.
 */
export function useSignatureContext(document: DocumentData): SignatureContext | undefined {
  const { session } = useActiveSession();
  const { store } = session;
  const client = useLiveResult(
    async () => (await store.get<ClientData>('client', document.clientId))?.data ?? null,
    [store, document.clientId],
  );
  const staff = useRecords<Staff>(store, 'staff');
  const programs = useRecords<Program>(store, 'program');
  const clientPrograms = useRecords<ClientProgram>(store, 'clientProgram', {
    index: 'clientId',
    equals: document.clientId,
  });
  return useMemo(() => {
    if (client === undefined || !staff || !programs || !clientPrograms) return undefined;
    // spec 1 §5: program dates are US Central; the service date's first Central instant falls on that date.
    const serviceInstant = startOfDayInZone(document.serviceDate, PROGRAM_TIME_ZONE);
    const offered = activePrograms(clientPrograms, serviceInstant, now()).filter(
      (enrolment) => !enrolment.deletedDate,
    );
    const chosen = clientPrograms.find((enrolment) => enrolment.clientProgramId === document.clientProgramId);
    const options = [...offered, ...(chosen && !offered.includes(chosen) ? [chosen] : [])].map(
      (enrolment) => ({
        clientProgramId: enrolment.clientProgramId,
        name:
          programs.find((program) => program.programId === enrolment.programId)?.name ??
          String(enrolment.programId),
      }),
    );
    const named =
      client?.firstName && client.lastName
        ? { firstName: client.firstName, lastName: client.lastName }
        : null;
    return {
      staffId: session.staffId,
      checkStaffSignature: (entered: string) => checkTypedSignature(session, entered, now()),
      client: named,
      signer: staff.find((member) => member.staffId === session.staffId) ?? null,
      staff,
      programs: options,
    };
  }, [client, staff, programs, clientPrograms, document.serviceDate, document.clientProgramId, session]);
}
