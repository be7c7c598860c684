import { useMemo } from 'react';
import {
  choiceLists,
  type ChoiceLists,
  type Descriptor,
  type Medication,
  type Program,
  type ReferralSource,
  type Staff,
} from '@carevisit/core';
import type { DocumentData } from '../../../../../data/index.ts';
import { useActiveSession } from '../../../../../session/session-context.tsx';
import { useRecords } from '../../../../../ui/data/use-records.ts';

/** The device's lists behind list-backed fields (spec 2 §3), for this document's organization and date. */
export function useChoiceLists(document: DocumentData): ChoiceLists | undefined {
  const { store } = useActiveSession().session;
  const descriptors = useRecords<Descriptor>(store, 'descriptor');
  const medications = useRecords<Medication>(store, 'medication', {
    index: 'clientId',
    equals: document.clientId,
  });
  const referralSources = useRecords<ReferralSource>(store, 'referralSource');
  const programs = useRecords<Program>(store, 'program');
  const staff = useRecords<Staff>(store, 'staff');
  return useMemo(() => {
    if (!descriptors || !medications || !referralSources || !programs || !staff) return undefined;
    return choiceLists({
      organizationId: document.organizationId,
      serviceDate: document.serviceDate,
      descriptors,
      medications,
      referralSources,
      programs,
      staff,
    });
  }, [
    descriptors,
    medications,
    referralSources,
    programs,
    staff,
    document.organizationId,
    document.serviceDate,
  ]);
}
