import type { OrgKey } from './organizations.ts';
import type { ProgramCode } from './reference-lists.ts';
import type { StaffKey } from './staff-and-users.ts';
import { CLIENT_PEOPLE } from './names.ts';

/** Who each demo client is enrolled with, and whose caseload they are on. */
export interface RosterEntry {
  index: number;
  org: OrgKey;
  /** Current enrolments in `org`; the first is the main one. */
  programs: ProgramCode[];
  /** An enrolment in this program that ended in the past (history only, never scheduled). */
  endedProgram: ProgramCode | null;
  caseload: StaffKey[];
}

interface Group {
  from: number;
  to: number;
  org: OrgKey;
  /** Programs handed out in turn to adults; clients under 18 get Youth Behavioral Services when `youth`. */
  programs: ProgramCode[];
  youth?: boolean;
  caseload: StaffKey[];
}

const GROUPS: Group[] = [
  { from: 0, to: 10, org: 'nj', programs: ['PCA', 'MLTSS'], caseload: ['caregiver'] },
  { from: 11, to: 14, org: 'njBurlington', programs: ['MLTSS', 'PCA'], caseload: ['caregiver'] },
  { from: 15, to: 17, org: 'nj', programs: ['CBH', 'HHSS'], caseload: ['clinician'] },
  { from: 18, to: 31, org: 'pa', programs: ['CBH', 'OPMH'], youth: true, caseload: ['clinician'] },
  { from: 32, to: 34, org: 'nj', programs: ['PCA'], caseload: ['newhire'] },
  { from: 35, to: 40, org: 'pa', programs: ['OPMH', 'CBH'], youth: true, caseload: ['paTherapist'] },
  { from: 41, to: 44, org: 'nj', programs: ['MLTSS', 'PCA'], caseload: ['njAide'] },
  { from: 45, to: 47, org: 'njBurlington', programs: ['PCA', 'MLTSS'], caseload: ['burlingtonAide'] },
];

/** Home care clients the clinician also visits for skilled nursing, and one newhire shadows on. */
const NURSING_TOO = [8, 9, 10];
const NEWHIRE_TOO = [7];
const ENDED_PILOT = [0, 3, 11, 32];

export function demoRoster(): RosterEntry[] {
  return CLIENT_PEOPLE.map((person, index) => {
    const group = GROUPS.find((g) => g.from <= index && index <= g.to)!;
    const age = person[3];
    const main =
      group.youth && age < 18 ? 'YBS' : group.programs[(index - group.from) % group.programs.length]!;
    const programs: ProgramCode[] = [main];
    const caseload = [...group.caseload];
    if (NURSING_TOO.includes(index)) {
      programs[0] = 'PCA';
      programs.push('HHSS');
      caseload.push('clinician');
    }
    if (NEWHIRE_TOO.includes(index)) {
      programs[0] = 'PCA';
      caseload.push('newhire');
    }
    return {
      index,
      org: group.org,
      programs,
      endedProgram: ENDED_PILOT.includes(index) ? 'CSP' : null,
      caseload,
    };
  });
}
