// A batch taken: each record checked (fields, then the simulator's state: known client and employee, SequenceID
// higher than any received for the same record; and the state's eligibility file: a client's Medicaid id), its
// result kept in a new transaction, the state updated and every record logged as received. Records are processed
// when the batch is taken; the status call only shows the results once the "not ready" time has passed.
import { isPlainObject, textOf, type FieldError } from './check-fields.ts';
import { checkParty, keyField } from './check-party.ts';
import { checkVisit, type AcceptedCalls } from './check-visit.ts';
import { isEligible, notInEligibilityFile, unknownClient } from './eligibility.ts';
import type { FieldTable } from './field-table.ts';
import type { RecordKind, RecordResult, SimulatorState, Transaction } from './state.ts';

const text = (value: unknown): string | null => textOf(value) ?? null;

/** "ProviderID|key": clients, employees and visits are known per provider (agency). */
function recordId(providerId: string | null, key: string): string {
  return `${providerId ?? ''}|${key}`;
}

function sequenceError(sequenceIds: string[], sequenceId: string): FieldError | undefined {
  if (sequenceIds.includes(sequenceId))
    return { Field: 'SequenceID', Message: `${sequenceId} was received before for this record (duplicate)` };
  const highest = sequenceIds.reduce((max, id) => (BigInt(id) > BigInt(max) ? id : max), '0');
  if (sequenceIds.length > 0 && BigInt(sequenceId) <= BigInt(highest))
    return {
      Field: 'SequenceID',
      Message: `must be higher than ${highest}, the highest received for this record`,
    };
  return undefined;
}

function isKnown(
  state: SimulatorState,
  kind: 'clients' | 'employees',
  providerId: string | null,
  key: unknown,
) {
  const name = text(key);
  return name === null || state.records[kind][recordId(providerId, name)]?.accepted === true;
}

export function takeBatch(
  state: SimulatorState,
  table: FieldTable,
  kind: RecordKind,
  records: Record<string, unknown>[],
  transaction: { id: string; receivedAt: number },
  /** The Medicaid ids (ClientIdentifier) the state's eligibility file does not hold (eligibility.ts). */
  unknownMedicaidIds: ReadonlySet<string>,
): Transaction {
  const results = records.map((record): RecordResult => {
    const provider = isPlainObject(record.ProviderIdentification) ? record.ProviderIdentification : {};
    const providerId = text(provider.ProviderID);
    const key = text(record[keyField[kind]]);
    const sequenceId = text(record.SequenceID);
    const history = key === null ? undefined : state.records[kind][recordId(providerId, key)];
    const exceptions: string[] = [];
    // Exception id → the simulator's own words, where the table's name of the exception is not enough.
    const described = new Map<string, string>();
    const eligible = kind === 'employees' || isEligible(record, unknownMedicaidIds);
    if (!eligible) described.set(unknownClient, notInEligibilityFile);
    const fieldErrors: FieldError[] = [];
    let calls: AcceptedCalls | undefined;
    if (kind === 'visits') {
      const check = checkVisit(record, table, history?.accepted ? history.calls : undefined);
      if (!eligible || !isKnown(state, 'clients', providerId, record.ClientID))
        exceptions.push(unknownClient);
      if (!isKnown(state, 'employees', providerId, record.EmployeeIdentifier)) exceptions.push('1');
      exceptions.push(...check.exceptions);
      fieldErrors.push(...check.fieldErrors);
      calls = check.calls;
    } else {
      fieldErrors.push(...checkParty(record, kind, table));
      if (!eligible) exceptions.push(unknownClient);
    }
    // SequenceID: a whole number of at most 16 digits (its own field error otherwise), strictly increasing.
    const ordered = key !== null && sequenceId !== null && /^\d{1,16}$/.test(sequenceId);
    const duplicate = ordered && history !== undefined && history.sequenceIds.includes(sequenceId);
    const outOfOrder = ordered && history ? sequenceError(history.sequenceIds, sequenceId) : undefined;
    if (outOfOrder) fieldErrors.push(outOfOrder);

    const result = exceptions.length === 0 && fieldErrors.length === 0 ? 'Accepted' : 'Rejected';
    if (ordered) {
      const kept = history ?? { sequenceIds: [], accepted: false };
      kept.sequenceIds.push(sequenceId);
      if (result === 'Accepted') {
        kept.accepted = true;
        if (calls) kept.calls = calls;
      }
      state.records[kind][recordId(providerId, key)] = kept;
    }
    state.received.push({
      kind,
      key,
      ProviderID: providerId,
      SequenceID: sequenceId,
      transactionId: transaction.id,
      receivedAt: new Date(transaction.receivedAt).toISOString(),
      result,
      duplicate,
    });
    return {
      [keyField[kind]]: key,
      SequenceID: sequenceId,
      Result: result,
      Exceptions: exceptions.map((id) => ({
        ExceptionID: id,
        ExceptionDescription: described.get(id) ?? table.exceptions.get(id) ?? '',
      })),
      FieldErrors: fieldErrors,
    };
  });
  const taken: Transaction = { ...transaction, kind, results };
  state.transactions[transaction.id] = taken;
  return taken;
}
