// The Sandata alternate-EVV field table (fixtures/evv/, a transcription of the CT v1.5 vendor specification),
// read at run time and turned into the rules this simulator checks. The simulator has its own reading of the
// table on purpose: it imports nothing from @carevisit/core or the exporter, so a wrong export is caught here.
import { readFileSync } from 'node:fs';

export interface FieldRule {
  name: string;
  max: number;
  /** 'yes' | 'optional' | 'conditional' | 'do not provide (CT)' as the table says. */
  required: string;
  /** The one value the field may hold. */
  value?: string;
  /** The code list the field's value comes from. */
  values?: string[];
  type?: 'integer';
  note?: string;
  /** The table's '"NULL" if none' for the modifiers. */
  allowsNullWord?: boolean;
}

interface FixtureFile {
  visit: {
    ProviderIdentification: FieldRule[];
    VisitGeneralInformation: FieldRule[];
    Calls: { fields: FieldRule[] };
    VisitChanges: { fields: FieldRule[] };
    Tasks: FieldRule[];
    VisitExceptionAcknowledgement: FieldRule[];
  };
  reasonCodes: Record<string, string>;
  exceptions: Record<string, { name: string }>;
}

export interface FieldTable {
  /** The fields of the visit's ProviderIdentification object. */
  provider: FieldRule[];
  /** The visit's own fields (the table's VisitGeneralInformation), Modifier1..Modifier4 spelled out. */
  general: FieldRule[];
  /** The fields of each entry of the visit's arrays, by the array's key. */
  segments: {
    Calls: FieldRule[];
    VisitChanges: FieldRule[];
    Tasks: FieldRule[];
    VisitExceptionAcknowledgement: FieldRule[];
  };
  /** Reason code → descriptor (Appendix 9.3). */
  reasonCodes: ReadonlyMap<string, string>;
  /** The reason codes whose change needs a ChangeReasonMemo ("Other" and "Participant Refusal"). */
  memoReasonCodes: ReadonlySet<string>;
  /** Exception id → name (Appendix 9.4). */
  exceptions: ReadonlyMap<string, string>;
}

const fieldTableFile = new URL(
  '../../../fixtures/evv/ct-sandata-altevv-v1.5-visit-fields-and-codes.json',
  import.meta.url,
);

/** The table's one Modifier1 row stands for Modifier1..Modifier4 (its note), each of which may say "NULL". */
function spellOutModifiers(rules: FieldRule[]): FieldRule[] {
  return rules.flatMap((rule) =>
    rule.name === 'Modifier1' && rule.note?.includes('Modifier1..Modifier4')
      ? [1, 2, 3, 4].map((n) => ({
          ...rule,
          name: `Modifier${n}`,
          allowsNullWord: rule.note?.includes('"NULL"'),
        }))
      : [rule],
  );
}

export function readFieldTable(): FieldTable {
  const fixture = JSON.parse(readFileSync(fieldTableFile, 'utf8')) as FixtureFile;
  const { visit } = fixture;
  const reasonCodes = new Map(Object.entries(fixture.reasonCodes));
  // ChangeReasonMemo's note: required for ReasonCode Other / Participant Refusal (and manual calls, adjusted times).
  const memoReasonCodes = new Set(
    [...reasonCodes].filter(([, text]) => /^(Other|Participant Refusal)\b/.test(text)).map(([code]) => code),
  );
  return {
    provider: visit.ProviderIdentification,
    general: spellOutModifiers(visit.VisitGeneralInformation),
    segments: {
      Calls: visit.Calls.fields,
      VisitChanges: visit.VisitChanges.fields,
      Tasks: visit.Tasks,
      VisitExceptionAcknowledgement: visit.VisitExceptionAcknowledgement,
    },
    reasonCodes,
    memoReasonCodes,
    exceptions: new Map(Object.entries(fixture.exceptions).map(([id, exception]) => [id, exception.name])),
  };
}
