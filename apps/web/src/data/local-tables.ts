// The encrypted tables of the local database (spec 1 §3 "Local database"), each with the payload property that
// is its id and the few values kept in the clear because screens query by them. Everything else about a
// record, client and staff data above all, exists on disk only as ciphertext.

export type IndexValue = string | number | number[] | null;
type Data = Record<string, unknown>;

export interface EncryptedTableDef {
  /** The payload property holding the record's id. */
  readonly key: string;
  /**
   * For records kept in several versions under one id (service document templates): the payload property
   * holding the version; the local key is then `${id}:${version}`.
   */
  readonly versionKey?: string;
  /** Payload properties copied in the clear as indexes. */
  readonly index: readonly string[];
  /** Clear index values computed from the payload (listed in `extra` for Dexie). */
  readonly derived?: (data: Data) => Record<string, IndexValue>;
  /** Further Dexie index specs: computed, multi-entry (*) or compound ([a+b]). */
  readonly extra?: readonly string[];
  /** Local writes here wait for sync, so syncState is indexed for the sync engine and pending changes. */
  readonly outbound?: boolean;
}

const ids = (list: unknown, key: string): number[] =>
  Array.isArray(list) ? list.map((item) => (item as Data)[key]).filter((v) => typeof v === 'number') : [];

/** Negative visit address ids: new addresses still waiting for their server id (swapped after the write). */
function tempAddressIdsOf(data: Data): number[] {
  const found = new Set<number>();
  for (const which of ['startVisitAddress', 'endVisitAddress']) {
    const id = (data[which] as Data | null | undefined)?.visitAddressId;
    if (typeof id === 'number' && id < 0) found.add(id);
  }
  return [...found];
}

const byClient = (key: string): EncryptedTableDef => ({ key, index: ['clientId'] });
const reference = (key: string): EncryptedTableDef => ({ key, index: [] });

const encryptedTables = {
  user: { key: 'userKey', index: [] },
  staff: reference('staffId'),
  staffShift: { key: 'staffShiftId', index: ['staffId'] },
  caseload: { key: 'caseloadId', index: ['staffId', 'clientId'] },
  client: {
    key: 'clientId',
    index: [],
    // A tombstone of an email, phone or address names only its own id; these find the client holding it.
    derived: (data) => ({
      emailIds: ids(data.emails, 'emailId'),
      phoneIds: ids(data.phones, 'phoneId'),
      addressIds: ids(data.addresses, 'personAddressId'),
    }),
    extra: ['*emailIds', '*phoneIds', '*addressIds'],
  },
  allergy: byClient('allergyId'),
  diagnosis: byClient('diagnosisId'),
  medication: byClient('medicationId'),
  vital: byClient('vitalId'),
  message: byClient('messageId'),
  visit: {
    key: 'evvVisitId',
    index: ['appointmentId', 'clientId', 'staffId'],
    // A verification refused because the visit was verified already cannot be sent again; the flag alone tells
    // the list not to offer Retry, before any key is unlocked (issue 36).
    derived: (data) => ({ refusalFinal: data.verifiedElsewhere ? 1 : 0 }),
    outbound: true,
  },
  activityLog: reference('id'),
  appointment: {
    key: 'appointmentId',
    index: ['staffId', 'clientId'],
    derived: (data) => ({
      startMillis: typeof data.startDateInstance === 'string' ? Date.parse(data.startDateInstance) : null,
      tempAddressIds: tempAddressIdsOf(data),
    }),
    extra: ['startMillis', '*tempAddressIds', '[staffId+startMillis]'],
    outbound: true,
  },
  document: {
    key: 'id',
    index: ['appointmentId', 'clientId', 'staffId'],
    // A write refused as stale keeps the server's copy inside the record; the flag alone tells the list to offer
    // the resolve choice before any key is unlocked (issue 13 item 2).
    derived: (data) => ({ hasServerCopy: data.serverCopy ? 1 : 0 }),
    outbound: true,
  },
  organization: { key: 'organizationId', index: ['parentOrganizationId'] },
  activity: reference('activityId'),
  activityProgram: { key: 'activityProgramId', index: ['activityId', 'programId'] },
  program: reference('programId'),
  clientProgram: { key: 'clientProgramId', index: ['clientId', 'programId', 'organizationId'] },
  serviceLocation: reference('serviceLocationId'),
  serviceLocationOrganization: {
    key: 'serviceLocationOrganizationId',
    index: ['serviceLocationId', 'organizationId'],
  },
  descriptor: { key: 'descriptorId', index: ['type'] },
  documentCrosswalk: { key: 'documentCrosswalkId', index: ['activityId', 'serviceDocumentId'] },
  // Contract of issue 13: a template is kept per [id+version], so a draft opens with the version it began on.
  serviceDocument: {
    key: 'id',
    versionKey: 'version',
    index: [],
    derived: (data) => ({ templateId: typeof data.id === 'number' ? data.id : null }),
    extra: ['templateId'],
  },
  configurableForm: reference('formId'),
  staffSignature: reference('staffId'),
  documentInstance: { key: 'id', index: ['documentId'] },
  referralSource: reference('referralSourceId'),
  auditLog: { key: 'deviceEventId', index: [], outbound: true },
  goalsAddressedTxPlan: byClient('treatmentPlanId'),
  goalsAddressedPgoi: { key: 'pgoiId', index: ['treatmentPlanId'] },
  goalsAddressedPgoMap: { key: 'pgoMapId', index: ['treatmentPlanId'] },
  goalsAddressedPgoIntMap: { key: 'pgoMapId', index: ['treatmentPlanId'] },
  impactConfig: reference('id'),
  // Issue 32 item 7: the server's sends of a visit to the aggregator, by visit (where it stands) and by caregiver
  // (a supervisor's list of her team's visits); the client's name and the times stay in the ciphertext.
  evvSubmission: { key: 'submissionId', index: ['evvVisitId', 'staffId'] },
  // Issue 32 item 5: a supervisor's correction of a team member's verified visit, made on her device (offline
  // too) and kept here only until the server has stored it; the server's next send of the visit says the rest.
  visitCorrection: { key: 'visitCorrectionId', index: ['evvVisitId'], outbound: true },
  // The corrections the server stored, of the visits this user may see (her own, her team's): the device folds them
  // into a visit's record as the server does, so her hours and its readiness are those the aggregator is sent.
  storedVisitCorrection: { key: 'visitCorrectionId', index: ['evvVisitId'] },
} as const satisfies Record<string, EncryptedTableDef>;

export type EncryptedTableName = keyof typeof encryptedTables;

export const encryptedTableNames = Object.keys(encryptedTables) as EncryptedTableName[];

export function tableDef(name: EncryptedTableName): EncryptedTableDef {
  return encryptedTables[name];
}

/** A record's local key: its id, or `${id}:${version}` for a table kept per version (a missing version is 1). */
export function recordIdOf(name: EncryptedTableName, data: Data): string | number | undefined {
  const def = tableDef(name);
  const id = data[def.key];
  if (typeof id !== 'number' && typeof id !== 'string') return undefined;
  if (!def.versionKey) return id;
  const version = data[def.versionKey];
  return `${id}:${typeof version === 'number' ? version : 1}`;
}

/** The clear index values of a record, from its decrypted data. */
export function indexFieldsOf(name: EncryptedTableName, data: Data): Record<string, IndexValue> {
  const def = tableDef(name);
  const fields: Record<string, IndexValue> = {};
  for (const property of def.index) {
    const value = data[property];
    fields[property] = typeof value === 'number' || typeof value === 'string' ? value : null;
  }
  return { ...fields, ...def.derived?.(data) };
}
