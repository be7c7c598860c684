import { useMemo } from 'react';
import {
  GOAL_STATUS_TYPE,
  type Descriptor,
  type GoalsAddressedContext,
  type PlanItem,
  type PlanMapping,
  type TreatmentPlan,
} from '@carevisit/core';
import type { DocumentData } from '../../../../../data/index.ts';
import { useActiveSession } from '../../../../../session/session-context.tsx';
import { useRecords } from '../../../../../ui/data/use-records.ts';

/**
 * What the goals addressed page reads from the device (spec 2 §7 goaladdressed reads, kept by sync): the client's
 * treatment plans, their items and mapping rows, and the status descriptors. undefined while reading.
 */
export function useGoalsContext(document: DocumentData): GoalsAddressedContext | undefined {
  const { store } = useActiveSession().session;
  const plans = useRecords<TreatmentPlan>(store, 'goalsAddressedTxPlan', {
    index: 'clientId',
    equals: document.clientId,
  });
  const items = useRecords<PlanItem>(store, 'goalsAddressedPgoi');
  const goalMaps = useRecords<PlanMapping>(store, 'goalsAddressedPgoMap');
  const interventionMaps = useRecords<PlanMapping>(store, 'goalsAddressedPgoIntMap');
  const descriptors = useRecords<Descriptor>(store, 'descriptor', {
    index: 'type',
    equals: GOAL_STATUS_TYPE,
  });
  return useMemo(() => {
    if (!plans || !items || !goalMaps || !interventionMaps || !descriptors) return undefined;
    return {
      serviceDate: document.serviceDate,
      clientId: document.clientId,
      organizationId: document.organizationId,
      plans,
      items,
      goalMaps,
      interventionMaps,
      descriptors,
    };
  }, [plans, items, goalMaps, interventionMaps, descriptors, document]);
}
