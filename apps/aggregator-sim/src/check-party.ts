// A client or employee record, sent before the visits that name them. The fixture transcribes only the visit
// segment, so a client or employee is checked on the fields it shares with the visit (same names, same rows of
// the table): its key, its SequenceID and its ProviderIdentification. Its other fields (names, addresses...) are
// the real aggregator's business and pass unchecked.
import { checkFields, isPlainObject, type FieldError } from './check-fields.ts';
import type { FieldRule, FieldTable } from './field-table.ts';

export type PartyKind = 'clients' | 'employees';

/** The field that names each kind of record, in its results and in `_sim/received`. */
export const keyField = {
  clients: 'ClientID',
  employees: 'EmployeeIdentifier',
  visits: 'VisitOtherID',
} as const;

const checkedFields: Record<PartyKind, { name: string; required: boolean }[]> = {
  clients: [
    { name: 'ClientID', required: true },
    { name: 'SequenceID', required: true },
    { name: 'ClientIdentifier', required: false },
    { name: 'ClientOtherID', required: false },
  ],
  employees: [
    { name: 'EmployeeIdentifier', required: true },
    { name: 'EmployeeQualifier', required: true },
    { name: 'SequenceID', required: true },
    { name: 'EmployeeOtherID', required: false },
  ],
};

function rulesFor(kind: PartyKind, table: FieldTable): FieldRule[] {
  return checkedFields[kind].map(({ name, required }) => {
    const row = table.general.find((rule) => rule.name === name);
    if (!row) throw new Error(`The field table has no ${name} row.`);
    return { ...row, required: required ? 'yes' : 'optional' };
  });
}

export function checkParty(
  record: Record<string, unknown>,
  kind: PartyKind,
  table: FieldTable,
): FieldError[] {
  const rules = rulesFor(kind, table);
  const checked = Object.fromEntries(
    rules.filter((rule) => rule.name in record).map((rule) => [rule.name, record[rule.name]]),
  );
  const errors = checkFields(checked, rules, '');
  if (isPlainObject(record.ProviderIdentification))
    errors.push(...checkFields(record.ProviderIdentification, table.provider, 'ProviderIdentification.'));
  else
    errors.push({ Field: 'ProviderIdentification', Message: 'is required (ProviderQualifier, ProviderID)' });
  return errors;
}
