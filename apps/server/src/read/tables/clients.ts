import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { addressTypes, highlightColors, type ServedResource, type ServedTable } from '@carevisit/core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  allergies,
  caseloads,
  clientAddresses,
  clientEmails,
  clientPhones,
  clientPictures,
  clients,
  diagnoses,
  medications,
  messages,
  vitals,
} from '../../db/schema/index.ts';
import { defineReader, type ReadContext, type SyncedTable, type TableReader } from '../table-reader.ts';
import { iso, ofVisibleClient, visibleClientIds } from './define.ts';
import { oneOf, YES_NO } from '../../db/text-values.ts';

type ClientDataTable = SyncedTable & { id: PgColumn; clientId: PgColumn; $inferSelect: { clientId: number } };

/** A table of client data: visible only for clients in scope, filterable by clientId, and access-logged. */
function clientData<T extends ServedTable, S extends ClientDataTable>(
  table: T,
  source: S,
  toResource: (row: S['$inferSelect']) => ServedResource<T>,
): TableReader<T> {
  return defineReader(table, source, {
    clientColumn: source.clientId,
    holdsClientData: true,
    scope: ofVisibleClient(source.clientId),
    toResource,
  });
}

export const clientReaders = {
  client: defineReader('client', clients, {
    clientColumn: clients.id,
    holdsClientData: true,
    scope: (ctx: ReadContext): SQL =>
      and(eq(clients.accountId, ctx.principal.accountId), inArray(clients.id, visibleClientIds(ctx)))!,
    toResource: (r) => ({
      clientId: r.id,
      idNumber: r.idNumber,
      firstName: r.firstName,
      lastName: r.lastName,
      gender: oneOf(['M', 'F', 'U'], r.gender),
      birthDate: r.birthDate,
    }),
  }),
  picture: defineReader('picture', clientPictures, {
    key: clientPictures.clientId,
    clientColumn: clientPictures.clientId,
    holdsClientData: true,
    scope: ofVisibleClient(clientPictures.clientId),
    toResource: (r) => ({ clientId: r.clientId, picture: r.picture }),
  }),
  email: clientData('email', clientEmails, (r) => ({
    emailId: r.id,
    clientId: r.clientId,
    email: r.email,
    primary: r.isPrimary,
  })),
  telephone: clientData('telephone', clientPhones, (r) => ({
    phoneId: r.id,
    clientId: r.clientId,
    primary: r.isPrimary,
    type: r.type,
    numberIntl: r.numberIntl,
    areaCode: r.areaCode,
    number: r.number,
    extension: r.extension,
    okToId: oneOf(YES_NO, r.okToId),
  })),
  address: clientData('address', clientAddresses, (r) => ({
    personAddressId: r.id,
    clientId: r.clientId,
    street1: r.street1,
    street2: r.street2,
    aptSuite: r.aptSuite,
    city: r.city,
    state: r.state,
    zip: r.zip,
    zipPlusFour: r.zipPlusFour,
    county: r.county,
    country: r.country,
    type: oneOf(addressTypes, r.type),
    latitude: r.latitude,
    longitude: r.longitude,
  })),
  caseload: defineReader('caseload', caseloads, {
    clientColumn: caseloads.clientId,
    holdsClientData: true,
    scope: (ctx) =>
      and(eq(caseloads.staffId, ctx.principal.staffId), inArray(caseloads.clientId, visibleClientIds(ctx))),
    toResource: (r) => ({
      caseloadId: r.id,
      staffId: r.staffId,
      clientId: r.clientId,
      belongs: r.belongs,
      dateLastActivity: iso(r.dateLastActivity),
    }),
  }),
  allergy: clientData('allergy', allergies, (r) => ({
    allergyId: r.id,
    clientId: r.clientId,
    allergyName: r.allergyName,
    allergyType: r.allergyType,
    allergyReaction: r.allergyReaction,
    beginDate: r.beginDate,
    endDate: r.endDate,
    allergen: r.allergen,
    nka: oneOf(YES_NO, r.nka),
    nkda: oneOf(YES_NO, r.nkda),
  })),
  medication: clientData('medication', medications, (r) => ({
    medicationId: r.id,
    clientId: r.clientId,
    description: r.description,
    frequency: r.frequency,
    instructions: r.instructions,
    comments: r.comments,
    amount: r.amount,
    refills: r.refills,
    prescriber: r.prescriber,
    status: r.status,
    beginDate: r.beginDate,
    endDate: r.endDate,
  })),
  diagnosis: clientData('diagnosis', diagnoses, (r) => ({
    diagnosisId: r.id,
    clientId: r.clientId,
    code: r.code,
    priority: r.priority,
    iCD10Code: r.icd10Code,
    diagnosis: r.diagnosis,
    effectiveDate: r.effectiveDate,
  })),
  vitals: clientData('vitals', vitals, (r) => ({
    vitalId: r.id,
    clientId: r.clientId,
    dateRecorded: r.dateRecorded.toISOString(),
    bPSystolic: r.bpSystolic,
    bPDiastolic: r.bpDiastolic,
    heartRate: r.heartRate,
    respiratoryRate: r.respiratoryRate,
    temperature: r.temperature,
    height: r.height,
    weight: r.weight,
    bmi: r.bmi,
    pain: r.pain,
    pulseOximetry: r.pulseOximetry,
    inhaledOxygen: r.inhaledOxygen,
  })),
  message: clientData('message', messages, (r) => ({
    messageId: r.id,
    clientId: r.clientId,
    message: r.message,
    postDate: r.postDate,
    endDate: r.endDate,
    highlightColor: oneOf(highlightColors, r.highlightColor),
  })),
};
