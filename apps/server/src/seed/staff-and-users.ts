import crypto from 'node:crypto';
import {
  offlinePins,
  staff,
  staffOrganizations,
  staffShifts,
  staffSignatures,
  staffSupervisors,
  users,
} from '../db/schema/index.ts';
import { hashSecret } from '../auth/passwords.ts';
import {
  signatureVerifierColumns,
  type SignatureVerifierColumns,
} from '../credentials/signature-verifiers.ts';
import { addMinutes } from './clock.ts';
import { idsInOrder, type SeedContext } from './context.ts';
import { demoLogins, returningUsers } from './demo-logins.ts';
import type { OrgIds, OrgKey } from './organizations.ts';

type UserKey = (typeof demoLogins)[number]['username'];
export type StaffKey =
  | UserKey
  | 'director'
  | 'supervisor'
  | 'njAide'
  | 'burlingtonAide'
  | 'burlingtonCoordinator'
  | 'paDirector'
  | 'paTherapist'
  | 'biller';
export type StaffIds = Record<StaffKey, number>;

interface Shift {
  days: number[];
  start: string;
  end: string;
}

interface StaffSpec {
  firstName: string;
  lastName: string;
  org: OrgKey;
  additional?: OrgKey[];
  supervisors?: StaffKey[];
  multiBook?: boolean;
  electronicServDoc?: boolean;
  shifts: Shift[];
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const office = (start = '08:00', end = '17:00'): Shift => ({ days: WEEKDAYS, start, end });

const STAFF: Record<StaffKey, StaffSpec> = {
  director: { firstName: 'Elizabeth', lastName: 'Harper', org: 'agency', shifts: [office()] },
  supervisor: {
    firstName: 'Patricia',
    lastName: 'Nguyen',
    org: 'nj',
    additional: ['njBurlington'],
    supervisors: ['director'],
    electronicServDoc: true,
    shifts: [office('07:30', '16:30')],
  },
  caregiver: {
    firstName: 'Grace',
    lastName: 'Okafor',
    org: 'nj',
    supervisors: ['supervisor'],
    // The weekend shift: caregivers cover Saturday and Sunday visits.
    shifts: [office('07:00', '17:00'), { days: [6, 7], start: '09:00', end: '15:00' }],
  },
  newhire: {
    firstName: 'Tyler',
    lastName: 'Brooks',
    org: 'nj',
    supervisors: ['supervisor', 'caregiver'],
    shifts: [office('08:00', '16:00')],
  },
  njAide: {
    firstName: 'Kevin',
    lastName: "O'Brien",
    org: 'nj',
    supervisors: ['supervisor'],
    shifts: [office('06:00', '14:00')],
  },
  burlingtonCoordinator: {
    firstName: 'Robert',
    lastName: 'Chen',
    org: 'njBurlington',
    supervisors: ['supervisor'],
    shifts: [office()],
  },
  burlingtonAide: {
    firstName: 'Aisha',
    lastName: 'Johnson',
    org: 'njBurlington',
    supervisors: ['burlingtonCoordinator'],
    shifts: [office('10:00', '19:00')],
  },
  paDirector: {
    firstName: 'Susan',
    lastName: 'Miller',
    org: 'pa',
    supervisors: ['director'],
    electronicServDoc: true,
    shifts: [office()],
  },
  clinician: {
    firstName: 'Daniel',
    lastName: 'Reyes',
    org: 'pa',
    additional: ['nj'],
    supervisors: ['paDirector', 'supervisor'],
    multiBook: true,
    electronicServDoc: true,
    shifts: [office('08:30', '17:30')],
  },
  paTherapist: {
    firstName: 'James',
    lastName: 'Walker',
    org: 'pa',
    supervisors: ['paDirector'],
    multiBook: true,
    electronicServDoc: true,
    shifts: [office('11:00', '20:00')],
  },
  nopriv: {
    firstName: 'Linda',
    lastName: 'Kowalski',
    org: 'pa',
    supervisors: ['paDirector'],
    shifts: [office('08:00', '16:30')],
  },
  biller: {
    firstName: 'Michael',
    lastName: 'Rossi',
    org: 'billing',
    supervisors: ['director'],
    shifts: [office()],
  },
};

type ReturningKey = keyof typeof returningUsers;
const RETURNING = Object.keys(returningUsers) as ReturningKey[];

/** Argon2 hashes are slow: made before the seeding transaction opens. */
export interface PreparedSecrets {
  passwords: Record<UserKey, string>;
  pins: Record<ReturningKey, string>;
  signatures: Record<ReturningKey, SignatureVerifierColumns>;
}

export async function prepareSecrets(): Promise<PreparedSecrets> {
  // One at a time: each argon2 hash takes 64 MiB.
  const passwords: Partial<Record<UserKey, string>> = {};
  for (const login of demoLogins) passwords[login.username] = await hashSecret(login.password);
  const pins: Partial<PreparedSecrets['pins']> = {};
  const signatures: Partial<PreparedSecrets['signatures']> = {};
  for (const key of RETURNING) {
    pins[key] = await hashSecret(returningUsers[key].pin);
    signatures[key] = await signatureVerifierColumns(returningUsers[key].signature);
  }
  return {
    passwords: passwords as Record<UserKey, string>,
    pins: pins as PreparedSecrets['pins'],
    signatures: signatures as PreparedSecrets['signatures'],
  };
}

export async function seedStaff(ctx: SeedContext, orgs: OrgIds): Promise<StaffIds> {
  const keys = Object.keys(STAFF) as StaffKey[];
  const inserted = await ctx.db
    .insert(staff)
    .values(
      keys.map((key) => {
        const spec = STAFF[key];
        return {
          accountId: ctx.accountId,
          firstName: spec.firstName,
          lastName: spec.lastName,
          primaryOrganizationId: orgs[spec.org],
          requireElectronicServDoc: spec.electronicServDoc ?? false,
          isMultiBookSchedule: spec.multiBook ?? false,
        };
      }),
    )
    .returning({ id: staff.id });
  const ordered = idsInOrder(inserted);
  const ids = Object.fromEntries(keys.map((key, i) => [key, ordered[i]!])) as StaffIds;

  const extra = keys.flatMap((key) =>
    (STAFF[key].additional ?? []).map((org) => ({ staffId: ids[key], organizationId: orgs[org] })),
  );
  if (extra.length) await ctx.db.insert(staffOrganizations).values(extra);
  const supervision = keys.flatMap((key) =>
    (STAFF[key].supervisors ?? []).map((boss) => ({ staffId: ids[key], supervisorId: ids[boss] })),
  );
  if (supervision.length) await ctx.db.insert(staffSupervisors).values(supervision);
  await ctx.db.insert(staffShifts).values(
    keys.flatMap((key) =>
      STAFF[key].shifts.map((shift) => ({
        staffId: ids[key],
        days: shift.days,
        startTime: shift.start,
        endTime: shift.end,
      })),
    ),
  );
  return ids;
}

const DAY_MINUTES = 1440;

export async function seedUsers(ctx: SeedContext, ids: StaffIds, secrets: PreparedSecrets): Promise<void> {
  const { now } = ctx.cal;
  await ctx.db.insert(users).values(
    demoLogins.map((login) => ({
      accountId: ctx.accountId,
      username: login.username,
      passwordHash: secrets.passwords[login.username],
      staffId: ids[login.username],
      evvPrivilege: login.username !== 'nopriv',
      // Issue 34: the supervisor administers the agency's templates (imports Questionnaires); no one else does.
      adminPrivilege: login.username === 'supervisor',
      // Single sign-on maps the identity provider's `sub` to the user; the demo provider uses the username.
      ssoSubject: login.username,
      // newhire's password was just issued; the others set theirs three weeks ago (well before expiry).
      beginDatePassword: login.username === 'newhire' ? now : addMinutes(now, -21 * DAY_MINUTES),
      lastLoginDate: login.username in returningUsers ? addMinutes(now, -DAY_MINUTES) : null,
      deviceKeySecret: crypto.randomBytes(32).toString('base64url'),
    })),
  );
  // Only the clinician and the supervisor are returning users: first login creates the PIN and signature for the
  // rest. Issue 31 item 5: the signature's verifiers, as one created in the app gets them (never a bare SHA-256).
  await ctx.db
    .insert(offlinePins)
    .values(RETURNING.map((key) => ({ staffId: ids[key], pinHash: secrets.pins[key] })));
  await ctx.db
    .insert(staffSignatures)
    .values(RETURNING.map((key) => ({ staffId: ids[key], ...secrets.signatures[key] })));
}
