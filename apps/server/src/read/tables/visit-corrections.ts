import { eq, inArray } from 'drizzle-orm';
import { visitCorrections, visits } from '../../db/schema/index.ts';
import { correctionOf } from '../../evv-export/visit-corrections.ts';
import { defineReader } from '../table-reader.ts';
import { visibleVisitIds } from './visible-visits.ts';

export const visitCorrectionReaders = {
  // Issue 32: a supervisor's corrections of a verified visit, for the caregiver's device and her supervisor's, so
  // that each shows the hours and the readiness of the record the aggregator is sent, offline too.
  visitcorrection: defineReader('visitcorrection', visitCorrections, {
    holdsClientData: true,
    scope: (ctx) => inArray(visitCorrections.visitId, visibleVisitIds(ctx)),
    ofClient: (ctx, clientId) =>
      inArray(visitCorrections.visitId, visibleVisitIds(ctx, eq(visits.clientId, clientId))),
    toResource: correctionOf,
  }),
};
