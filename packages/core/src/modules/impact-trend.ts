import type { EvvDocument } from '../entities/document.ts';

export interface EarlierTotal {
  documentId: number;
  serviceDate: string;
  totalScore: number;
}

export interface EarlierTotalsQuery {
  clientId: number;
  measureId: number;
  /** The document being written: it and anything dated after it are left out. */
  documentId: number;
  serviceDate: string;
  /** How many of the latest to keep. */
  limit: number;
}

type TrendDocument = Pick<EvvDocument, 'id' | 'clientId' | 'serviceDate' | 'moduleData' | 'deletedDate'>;

/**
 * Beyond the spec: the client's earlier totals of the same measure, oldest first, from the documents on the
 * device, so the page shows at a glance whether the client is better or worse than last time. A measure marked
 * not assessed, or with no total, is not a point of the trend.
 */
export function earlierImpactTotals(
  documents: readonly TrendDocument[],
  query: EarlierTotalsQuery,
): EarlierTotal[] {
  const points = documents.flatMap((document) => {
    if (document.deletedDate !== null || document.clientId !== query.clientId) return [];
    if (document.id === query.documentId || document.serviceDate > query.serviceDate) return [];
    const module = document.moduleData.find(
      (m) => m.moduleType === 'impact' && m.measureId === query.measureId && m.notAssessed !== 'Y',
    );
    if (module?.totalScore === undefined) return [];
    return [{ documentId: document.id, serviceDate: document.serviceDate, totalScore: module.totalScore }];
  });
  points.sort((a, b) => a.serviceDate.localeCompare(b.serviceDate) || a.documentId - b.documentId);
  return points.slice(Math.max(0, points.length - query.limit));
}

export type TotalChange = 'higher' | 'lower' | 'same';

/** How the current total compares with the latest earlier one; null with no earlier total. */
export function changeSinceLastTime(earlier: readonly EarlierTotal[], current: number): TotalChange | null {
  const last = earlier.at(-1);
  if (!last) return null;
  if (current === last.totalScore) return 'same';
  return current > last.totalScore ? 'higher' : 'lower';
}
