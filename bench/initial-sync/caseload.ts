// A deterministic caseload in the server's read shapes (packages/core entities): the same seed gives the same
// rows byte for byte, so runs and machines compare. Sizes aim at real rows: names, addresses, phones, a
// thumbnail for most clients, visit addresses on appointments, a signature on some visits.
import type {
  Appointment,
  Client,
  ClientAddress,
  ClientEmail,
  ClientPhone,
  ClientPicture,
  Visit,
  VisitAddress,
} from '@carevisit/core';
import type { CaseloadSize } from './protocol.ts';

export interface Caseload {
  client: Client[];
  picture: ClientPicture[];
  email: ClientEmail[];
  telephone: ClientPhone[];
  address: ClientAddress[];
  appointment: Appointment[];
  visit: Visit[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The sync happens "now"; the caseload spans five weeks back and five ahead. */
const NOW = Date.parse('2030-01-10T15:00:00.000Z');
const CHANGED = '2030-01-09T22:14:05.000Z';
const STAFF_ID = 7;
const ORGANIZATION_ID = 2;

const words = (text: string) => text.trim().split(/\s+/);
const FIRST = words(`
  Maria James Patricia Robert Jennifer Michael Linda William Elizabeth David Barbara Richard Susan
  Joseph Jessica Thomas Sarah Charles Karen Christopher Nancy Daniel Lisa Matthew Margaret Anthony
  Dorothy Donald Guadalupe Mei
`);
const LAST = words(`
  Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez
  Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark
  Ramirez Lewis Nguyen
`);
const STREETS = ['Oak Ave', 'Haddon Ave', 'Market St', 'Kaighn Ave', 'Federal St', 'Park Blvd', 'Cooper St'];
const CITIES: [string, string, string][] = [
  ['Camden', 'NJ', '081'],
  ['Cherry Hill', 'NJ', '080'],
  ['Collingswood', 'NJ', '081'],
  ['Philadelphia', 'PA', '191'],
  ['Pennsauken', 'NJ', '081'],
];
const DOMAINS = ['example.com', 'mail.example.org', 'carevisit.test'];

/** mulberry32: small, fast, and the same everywhere. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function makeCaseload(size: CaseloadSize, seed = 20300110): Caseload {
  if (size.visits > size.appointments) throw new RangeError('a visit needs an appointment');
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  const iso = (millis: number) => new Date(millis).toISOString();
  const base64Of = (bytes: number, head: number[]) => {
    let binary = String.fromCharCode(...head);
    for (let i = head.length; i < bytes; i++) binary += String.fromCharCode(int(0, 255));
    return btoa(binary);
  };

  const out: Caseload = {
    client: [],
    picture: [],
    email: [],
    telephone: [],
    address: [],
    appointment: [],
    visit: [],
  };
  const homes: VisitAddress[] = [];

  for (let c = 0; c < size.clients; c++) {
    const clientId = 10_001 + c;
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    const synced = { clientId, changedDate: CHANGED, deletedDate: null };
    out.client.push({
      ...synced,
      idNumber: `C${digits(7)}`,
      firstName,
      lastName,
      gender: pick(['M', 'F', 'U'] as const),
      birthDate: `19${int(30, 99)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
    });
    // Most clients have a photo: a JPEG thumbnail of 3 to 6 KB as the data URL the server sends.
    if (random() < 0.6) {
      const jpeg = base64Of(int(3_000, 6_000), [0xff, 0xd8, 0xff, 0xe0]);
      out.picture.push({ ...synced, picture: `data:image/jpeg;base64,${jpeg}` });
    }
    const emails = random() < 0.7 ? (random() < 0.15 ? 2 : 1) : 0;
    for (let e = 0; e < emails; e++) {
      const email = `${firstName}.${lastName}${e ? int(1, 99) : ''}@${pick(DOMAINS)}`.toLowerCase();
      out.email.push({ ...synced, emailId: 20_001 + out.email.length, email, primary: e === 0 });
    }
    const phones = random() < 0.5 ? 2 : 1;
    for (let p = 0; p < phones; p++) {
      const areaCode = pick(['856', '609', '215', '267']);
      const number = digits(7);
      out.telephone.push({
        ...synced,
        phoneId: 30_001 + out.telephone.length,
        primary: p === 0,
        type: p === 0 ? 'Mobile' : pick(['Home', 'Work']),
        numberIntl: `+1 ${areaCode} ${number.slice(0, 3)} ${number.slice(3)}`,
        areaCode,
        number,
        extension: null,
        okToId: random() < 0.8 ? 'Y' : 'N',
      });
    }
    const [city, state, zip3] = pick(CITIES);
    const addresses = random() < 0.25 ? 2 : 1;
    for (let a = 0; a < addresses; a++) {
      const address: ClientAddress = {
        ...synced,
        personAddressId: 40_001 + out.address.length,
        street1: `${int(1, 4999)} ${pick(STREETS)}`,
        street2: null,
        aptSuite: random() < 0.3 ? `Apt ${int(1, 40)}${pick(['A', 'B', 'C'])}` : null,
        city,
        state,
        zip: `${zip3}${digits(2)}`,
        zipPlusFour: random() < 0.5 ? digits(4) : null,
        county: state === 'NJ' ? 'Camden' : 'Philadelphia',
        country: 'US',
        type: a === 0 ? 'PHYS' : 'EVV',
        latitude: 39.9 + random() / 10,
        longitude: -75.1 - random() / 10,
      };
      out.address.push(address);
      if (a === 0) {
        homes.push({
          visitAddressId: 50_001 + c,
          street1: address.street1,
          street2: null,
          aptSuite: address.aptSuite,
          city,
          state,
          zip: address.zip,
          addressLatitude: address.latitude,
          addressLongitude: address.longitude,
        });
      }
    }
  }

  // Appointments go round the clients; the first ones are the oldest, and the visits belong to them.
  const perClient = Math.ceil(size.appointments / Math.max(size.clients, 1));
  const spanDays = 70;
  for (let i = 0; i < size.appointments; i++) {
    const c = i % size.clients;
    const round = Math.floor(i / size.clients);
    const day = Math.floor((round * spanDays) / perClient) - spanDays / 2 + (c % 3);
    const start = NOW - (NOW % DAY) + day * DAY + (12 + (c % 9)) * HOUR + (c % 4) * 15 * 60_000;
    const minutes = pick([30, 45, 60, 60, 90, 120]);
    const hasVisit = i < size.visits;
    const home = homes[c] ?? null;
    out.appointment.push({
      appointmentId: 100_001 + i,
      activityDetailId: 300_001 + i,
      evvVisitId: hasVisit ? 800_001 + i : null,
      clientId: 10_001 + c,
      staffId: STAFF_ID,
      organizationId: ORGANIZATION_ID,
      programId: 3,
      clientProgramId: 60_001 + c,
      activityId: pick([4, 4, 4, 11, 12]),
      serviceLocationId: 5,
      serviceDocumentId: random() < 0.5 ? 900 : null,
      appointmentDate: iso(start).slice(0, 10),
      appointmentType: 'S',
      startDateInstance: iso(start),
      endDateInstance: iso(start + minutes * 60_000),
      duration: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      status: hasVisit ? 'Kept' : 'None',
      nonBillableMinutes: random() < 0.2 ? int(0, 30) : null,
      hadDocument: hasVisit ? 'Y' : 'N',
      incidentBillToStaff: false,
      incidentBillToStaffId: null,
      appointmentOutRange: 'false',
      actualStartTime: hasVisit ? iso(start + int(-5, 10) * 60_000) : null,
      actualEndTime: hasVisit ? iso(start + (minutes + int(-5, 10)) * 60_000) : null,
      activityDetailDescriptorList: [
        { descriptorId: pick([71, 72, 73]), descriptorType: 'Activity Qualifiers' },
      ],
      startVisitAddress: home,
      endVisitAddress: home,
      sameAsEndAddress: true,
      changedDate: CHANGED,
      deletedDate: null,
    });
  }

  for (let i = 0; i < size.visits; i++) {
    const appointment = out.appointment[i]!;
    const signed = random() < 0.4;
    const points = Array.from({ length: 60 }, () => `${int(0, 300)},${int(0, 100)}`).join(' ');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><polyline fill="none" stroke="#000" points="${points}"/></svg>`;
    const latitude = appointment.startVisitAddress?.addressLatitude ?? null;
    const longitude = appointment.startVisitAddress?.addressLongitude ?? null;
    out.visit.push({
      evvVisitId: appointment.evvVisitId!,
      deviceVisitId: `${digits(8)}-${digits(4)}-4${digits(3)}-a${digits(3)}-${digits(12)}`,
      appointmentId: appointment.appointmentId,
      clientId: appointment.clientId,
      staffId: STAFF_ID,
      organizationId: ORGANIZATION_ID,
      activityId: appointment.activityId,
      appointmentStatus: 'Kept',
      visitStatus: 'verify',
      complete: 1,
      startDateTime: appointment.startDateInstance,
      endDateTime: appointment.endDateInstance,
      originalStartDate: null,
      originalEndDate: null,
      beginActualDateTime: appointment.actualStartTime,
      endActualDateTime: appointment.actualEndTime,
      adjustedBeginDateTime: null,
      adjustedEndDateTime: null,
      startLatitude: latitude,
      startLongitude: longitude,
      endLatitude: latitude,
      endLongitude: longitude,
      hasSignature: signed,
      signature: signed ? `data:image/svg+xml;base64,${btoa(svg)}` : null,
      activityVerified: true,
      durationVerified: true,
      servicesVerified: true,
      timesVerified: true,
      verificationDeclinedReason: null,
      verificationDeclinedComments: null,
      signatureMissingReason: signed ? null : 14,
      signatureMissingComments: signed ? null : 'Client unable to sign; caregiver confirmed verbally.',
      addressDistanceReason: null,
      addressDistanceComments: null,
      editTimesReason: null,
      editTimesComments: null,
      editTimesEventType: null,
      changedDate: CHANGED,
      deletedDate: null,
    });
  }
  return out;
}
