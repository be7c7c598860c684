import { highlightColors } from '@carevisit/core';
import { allergies, diagnoses, medications, messages, vitals } from '../db/schema/index.ts';
import { addMinutes } from './clock.ts';
import type { SeededClient } from './clients.ts';
import {
  ALLERGIES,
  DIAGNOSES,
  MEDICATIONS,
  MESSAGES,
  UNSAFE_MESSAGE,
  type CareKind,
} from './clinical-lists.ts';
import type { SeedContext } from './context.ts';
import { PRESCRIBERS } from './names.ts';

/** The client whose message carries markup (Harold Jenkins, on the caregiver's caseload). */
const UNSAFE_MESSAGE_CLIENT_INDEX = 1;

export function careKind(client: SeededClient): CareKind {
  if (client.age < 18) return 'youth';
  const program = client.enrolments[0]!.program;
  return program === 'CBH' || program === 'OPMH' ? 'behavioral' : 'homeCare';
}

/** Allergies (or NKA), medications, diagnoses, vitals over months and messages for every client. */
export async function seedClinical(ctx: SeedContext, clients: SeededClient[]): Promise<void> {
  const { db } = ctx;
  await db.insert(allergies).values(clients.flatMap((client) => allergyRows(ctx, client)));
  await db.insert(medications).values(clients.flatMap((client) => medicationRows(ctx, client)));
  await db.insert(diagnoses).values(clients.flatMap((client) => diagnosisRows(ctx, client)));
  await db.insert(vitals).values(clients.flatMap((client) => vitalRows(ctx, client)));
  await db.insert(messages).values(clients.flatMap((client) => messageRows(ctx, client)));
}

function allergyRows(ctx: SeedContext, client: SeededClient) {
  const { rng, cal } = ctx;
  if (client.index % 4 === 0) {
    return [
      {
        clientId: client.id,
        allergyName: 'No Known Allergies',
        allergyType: 'Other',
        beginDate: cal.day(-rng.int(200, 900)),
        nka: 'Y',
        nkda: 'Y',
      },
    ];
  }
  const chosen = rng.sample(ALLERGIES, rng.int(1, 3));
  const noDrugs = chosen.every(([, type]) => type !== 'Drug');
  return chosen.map(([allergyName, allergyType, allergyReaction, allergen]) => ({
    clientId: client.id,
    allergyName,
    allergyType,
    allergyReaction,
    allergen,
    beginDate: cal.day(-rng.int(365, 3650)),
    nka: 'N',
    nkda: noDrugs ? 'Y' : 'N',
  }));
}

function medicationRows(ctx: SeedContext, client: SeededClient) {
  const { rng, cal } = ctx;
  const chosen = rng.sample(MEDICATIONS[careKind(client)], rng.int(2, 4));
  const prescriber = rng.pick(PRESCRIBERS);
  return chosen.map((entry, i) => {
    // About half the clients have one medicine that was stopped.
    const discontinued = i === chosen.length - 1 && client.index % 2 === 1;
    const begin = cal.day(-rng.int(120, 1200));
    return {
      clientId: client.id,
      ...entry,
      comments: discontinued ? 'Discontinued by prescriber; see progress note.' : null,
      refills: discontinued ? 0 : rng.int(0, 5),
      prescriber,
      status: discontinued ? 'Discontinued' : 'Active',
      beginDate: begin,
      endDate: discontinued ? cal.day(-rng.int(10, 100)) : null,
    };
  });
}

function diagnosisRows(ctx: SeedContext, client: SeededClient) {
  const { rng, cal } = ctx;
  return rng.sample(DIAGNOSES[careKind(client)], rng.int(1, 3)).map(([icd10, description], i) => ({
    clientId: client.id,
    code: icd10.replace('.', ''),
    priority: i + 1,
    icd10Code: icd10,
    diagnosis: description,
    effectiveDate: cal.day(-rng.int(90, 2000)),
  }));
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Monthly readings with a gentle trend, so a chart over them tells a story. */
function vitalRows(ctx: SeedContext, client: SeededClient) {
  const { rng, cal } = ctx;
  const child = client.age < 18;
  const male = client.gender === 'M';
  const height = child ? 44 + client.age * 1.6 + rng.float(-2, 2) : male ? rng.int(66, 73) : rng.int(60, 67);
  const bmiStart = child ? rng.float(15.5, 21) : rng.float(21, 33);
  let weight = (bmiStart * height * height) / 703;
  const weightTrend = rng.pick([-1.2, -0.6, 0.4, 0.9]);
  let systolic = child ? rng.int(98, 112) : rng.int(122, 152);
  const diastolic = child ? rng.int(58, 72) : rng.int(72, 92);
  const heartRate = child ? rng.int(76, 98) : rng.int(62, 88);
  const lowOxygen = careKind(client) === 'homeCare' && client.index % 7 === 3;
  const count = rng.int(4, 6);
  return Array.from({ length: count }, (_, k) => {
    const monthsAgo = count - 1 - k;
    weight += weightTrend + rng.float(-0.8, 0.8);
    systolic += child ? rng.int(-2, 2) : rng.int(-5, 1);
    const when = addMinutes(cal.now, -(monthsAgo * 30 + rng.int(1, 4)) * 1440 - rng.int(60, 480));
    return {
      clientId: client.id,
      dateRecorded: when,
      bpSystolic: systolic,
      bpDiastolic: diastolic + rng.int(-4, 4),
      heartRate: heartRate + rng.int(-6, 6),
      respiratoryRate: child ? rng.int(16, 22) : rng.int(14, 20),
      temperature: k === 1 ? null : round1(rng.float(97.4, 99.1)),
      height: round1(height),
      weight: round1(weight),
      bmi: round1((703 * weight) / (height * height)),
      pain: rng.chance(0.2) ? null : rng.int(0, child ? 3 : 6),
      pulseOximetry: lowOxygen ? rng.int(91, 95) : rng.int(95, 99),
      inhaledOxygen: lowOxygen ? 28 : null,
    };
  });
}

function messageRows(ctx: SeedContext, client: SeededClient) {
  const { rng, cal } = ctx;
  const colour = (n: number) => highlightColors[(client.index + n) % highlightColors.length]!;
  const rows = [
    {
      clientId: client.id,
      message:
        client.index === UNSAFE_MESSAGE_CLIENT_INDEX
          ? UNSAFE_MESSAGE
          : MESSAGES[client.index % MESSAGES.length]!,
      postDate: cal.day(-rng.int(1, 45)),
      endDate: client.index % 3 === 0 ? null : cal.day(rng.int(10, 120)),
      highlightColor: colour(0),
    },
  ];
  if (client.index % 3 === 1) {
    rows.push({
      clientId: client.id,
      message: MESSAGES[(client.index + 5) % MESSAGES.length]!,
      postDate: cal.day(-rng.int(60, 120)),
      // An expired notice.
      endDate: cal.day(-rng.int(2, 30)),
      highlightColor: colour(2),
    });
  }
  return rows;
}
