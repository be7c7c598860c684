import { describe, expect, it } from 'vitest';
import { clinicalDetailPath, unselectedRedirect } from './clinical-paths.ts';

describe('clinical paths', () => {
  it('opens a record under the face sheet it was listed on, from the tab or from the sub-page', () => {
    expect(clinicalDetailPath('/caseload/facesheet', 'allergies', 7, 31)).toBe(
      '/caseload/facesheet/allergies/allergy?clientId=7&allergyId=31',
    );
    expect(clinicalDetailPath('/dashboard/facesheet/medications', 'medications', 7, 5)).toBe(
      '/dashboard/facesheet/medications/medication?clientId=7&medicationId=5',
    );
    expect(clinicalDetailPath('/caseload/facesheet/diagnoses/', 'diagnoses', 7, 2)).toBe(
      '/caseload/facesheet/diagnoses/diagnosis?clientId=7&diagnosisId=2',
    );
  });

  it('redirects a detail page with nothing selected to the face sheet, or the dashboard without a client', () => {
    expect(unselectedRedirect('/caseload/facesheet/allergies/allergy', 7)).toBe(
      '/caseload/facesheet?clientId=7',
    );
    expect(unselectedRedirect('/dashboard/facesheet/medications/medication', 7)).toBe(
      '/dashboard/facesheet?clientId=7',
    );
    expect(unselectedRedirect('/caseload/facesheet/allergies/allergy', null)).toBe('/dashboard');
  });
});
