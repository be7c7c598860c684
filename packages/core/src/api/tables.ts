// The tables a device may read (spec 1 §7, spec 2 §7). The server looks names up here; nothing else
// reaches a query.
export const readTables = [
  'client',
  'picture',
  'email',
  'telephone',
  'address',
  'staff',
  'staffshift',
  'caseload',
  'allergy',
  'diagnosis',
  'medication',
  'appointment',
  'visit',
  'evvdocuments',
  'organization',
  'activity',
  'program',
  'activityprogrammatrix',
  'clientprogram',
  'servicelocation',
  'servicelocationorganization',
  'descriptor',
  'documentcrosswalk',
  'svcdoc',
  'cfconfig',
  'staffsignature',
  'staffOfflinePin',
  'qsisecurityrule',
  'referral',
  'goaladdressed-txplan',
  'goaladdressed-pgoi',
  'goaladdressed-pgomap',
  'goaladdressed-pgointmap',
  'impactconfig',
  'message',
  'vitals',
] as const;
export type ReadTable = (typeof readTables)[number];

export function isReadTable(name: string): name is ReadTable {
  return (readTables as readonly string[]).includes(name);
}

/** Clinical reads take a clientId (spec 2 §7). */
export const clinicalTables = ['allergy', 'diagnosis', 'medication', 'message', 'vitals'] as const;

export const writeTables = [
  'appointment',
  'visit',
  'document',
  'auditevent',
  'staffOfflinePin',
  'staffsignature',
] as const;
export type WriteTable = (typeof writeTables)[number];

export function isWriteTable(name: string): name is WriteTable {
  return (writeTables as readonly string[]).includes(name);
}
