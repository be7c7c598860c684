// The state's Medicaid eligibility file (MMIS), as far as the simulator plays it. The real aggregator knows a
// client only when the state's eligibility file holds the client's Medicaid id: a client record naming another is
// rejected as exception 0 Unknown Client, and so is a visit of that client. No EVV vendor can check that beforehand. The
// simulator has no eligibility file: it holds every Medicaid id except those it is told the state does not know
// (the option unknownMedicaidIds; AGGREGATOR_SIM_UNKNOWN_MEDICAID_IDS for main.ts).
import { textOf } from './check-fields.ts';

/** The Sandata exception (CT v1.5 §9.4) of a client the aggregator does not know. */
export const unknownClient = '0';

/** The simulator's words for a client the state's eligibility file does not hold. */
export const notInEligibilityFile =
  "Unknown Client: the state's Medicaid eligibility file (MMIS) holds no client with this ClientIdentifier";

/** Whether the state's eligibility file holds the Medicaid id (ClientIdentifier) a client or visit names. */
export function isEligible(
  record: Record<string, unknown>,
  unknownMedicaidIds: ReadonlySet<string>,
): boolean {
  const medicaidId = textOf(record.ClientIdentifier);
  // A record without one has its field error (required) instead.
  return medicaidId === undefined || !unknownMedicaidIds.has(medicaidId.trim());
}
