import { describe, expect, it } from 'vitest';
import { facesheetRoot, facesheetSectionPath, recordIdOf, vitalDetailPath } from './facesheet-paths.ts';

describe('face sheet paths (spec 2 §2: sub-pages appended to the current path)', () => {
  it('keeps the section the face sheet was opened from', () => {
    expect(facesheetRoot('/caseload/facesheet')).toBe('/caseload/facesheet');
    expect(facesheetRoot('/dashboard/facesheet/vitals/vitalsInfo')).toBe('/dashboard/facesheet');
  });

  it('appends a sub-page to the face sheet with the client in the query', () => {
    expect(facesheetSectionPath('/caseload/facesheet', 'vitals', 12)).toBe(
      '/caseload/facesheet/vitals?clientId=12',
    );
    expect(facesheetSectionPath('/dashboard/facesheet/messages', 'documents', 3)).toBe(
      '/dashboard/facesheet/documents?clientId=3',
    );
  });

  it('names one vital record under the vitals page', () => {
    expect(vitalDetailPath('/caseload/facesheet/vitals', 12, 40)).toBe(
      '/caseload/facesheet/vitals/vitalsInfo?clientId=12&vitalId=40',
    );
  });

  it('reads a record id from the query, or null', () => {
    expect(recordIdOf(new URLSearchParams('vitalId=40'), 'vitalId')).toBe(40);
    expect(recordIdOf(new URLSearchParams('vitalId=x'), 'vitalId')).toBeNull();
    expect(recordIdOf(new URLSearchParams(''), 'vitalId')).toBeNull();
  });
});
