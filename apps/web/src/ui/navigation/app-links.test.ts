import { describe, expect, it } from 'vitest';
import {
  appointmentTargetOf,
  facesheetClientId,
  facesheetPath,
  isStartMode,
  sectionOf,
} from './app-links.ts';

describe('app links', () => {
  it('opens the face sheet under the section it was opened from', () => {
    expect(facesheetPath('/caseload', 7)).toBe('/caseload/facesheet?clientId=7');
    expect(facesheetPath('/dashboard/facesheet/documents', 7)).toBe('/dashboard/facesheet?clientId=7');
    expect(facesheetPath('/settings', 7)).toBe('/dashboard/facesheet?clientId=7');
    expect(sectionOf('/schedules')).toBe('/dashboard');
  });

  it('reads the client of a face sheet route', () => {
    expect(facesheetClientId(new URLSearchParams('clientId=12'))).toBe(12);
    expect(facesheetClientId(new URLSearchParams('clientId=abc'))).toBeNull();
    expect(facesheetClientId(new URLSearchParams(''))).toBeNull();
  });

  it('reads what the Appointment dialog opens on', () => {
    expect(appointmentTargetOf(new URLSearchParams(''))).toBeNull();
    expect(appointmentTargetOf(new URLSearchParams('appointment=-1700000000000'))).toEqual({
      kind: 'existing',
      appointmentId: -1700000000000,
    });
    expect(
      appointmentTargetOf(
        new URLSearchParams('appointment=new&appointmentClient=3&appointmentStart=2026-11-20T15:00:00.000Z'),
      ),
    ).toEqual({ kind: 'new', clientId: 3, start: new Date('2026-11-20T15:00:00.000Z') });
    expect(appointmentTargetOf(new URLSearchParams('appointment=new&appointmentStart=x'))).toEqual({
      kind: 'new',
      clientId: null,
      start: null,
    });
    expect(appointmentTargetOf(new URLSearchParams('appointment=zero'))).toBeNull();
  });

  it('reads the start mode, only for a saved appointment', () => {
    expect(isStartMode(new URLSearchParams('appointment=42&appointmentMode=start'))).toBe(true);
    expect(isStartMode(new URLSearchParams('appointment=-1700000000000&appointmentMode=start'))).toBe(true);
    expect(isStartMode(new URLSearchParams('appointment=42'))).toBe(false);
    expect(isStartMode(new URLSearchParams('appointment=new&appointmentMode=start'))).toBe(false);
    expect(isStartMode(new URLSearchParams('appointmentMode=start'))).toBe(false);
  });
});
