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
  'evvsubmission',
  'visitcorrection',
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

export type WriteTable =
  | 'appointment'
  | 'visit'
  | 'visitcorrection'
  | 'document'
  | 'auditevent'
  | 'staffOfflinePin'
  | 'staffsignature';
