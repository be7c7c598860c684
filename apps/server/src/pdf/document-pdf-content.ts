import { and, eq, inArray } from 'drizzle-orm';
import {
  SIGNATURE_MEANING_TEXT,
  calendarDateText,
  formatMessage,
  signatureRecords,
  staffSignaturesOf,
  type TemplateModule,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import {
  clients,
  organizations,
  serviceDocumentVersions,
  staff,
  type documents,
} from '../db/schema/index.ts';
import { documentPages } from './pdf-pages.ts';
import { pdfSafetyAlerts } from './pdf-safety-alerts.ts';
import { programName } from './program-name.ts';
import type { PdfContent, PdfLine } from './render-pdf.ts';

type DocumentRow = typeof documents.$inferSelect;

/**
 * What a stored document's PDF shows: its pinned template's pages in words, and its signature page as the app
 * shows it (the Program, the signatures, and those that could not be collected).
 */
export async function documentPdfContent(db: Database, row: DocumentRow): Promise<PdfContent> {
  const [template] = await db
    .select({ modules: serviceDocumentVersions.modules })
    .from(serviceDocumentVersions)
    .where(
      and(
        eq(serviceDocumentVersions.serviceDocumentId, row.serviceDocumentId),
        eq(serviceDocumentVersions.version, row.serviceDocumentVersion),
      ),
    );
  const modules = [...((template?.modules ?? []) as TemplateModule[])].sort((a, b) => a.order - b.order);
  const [client] = await db.select().from(clients).where(eq(clients.id, row.clientId));
  const [organization] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, row.organizationId));
  const signature = row.signature;
  const staffIds = [row.staffId, ...staffSignaturesOf(row).map((signer) => signer.staffId)];
  const names = new Map(
    (await db.select().from(staff).where(inArray(staff.id, staffIds))).map((s) => [
      s.id,
      `${s.lastName}, ${s.firstName}`,
    ]),
  );
  const when = dateTimeText(organization?.timeZone ?? 'America/New_York');
  const text = formatMessage;
  return {
    title: row.documentName,
    header: [
      { label: text('documentPdf.client'), value: client ? `${client.lastName}, ${client.firstName}` : '' },
      { label: text('documentPdf.clientId'), value: client?.idNumber ?? '' },
      { label: text('documentPdf.serviceDate'), value: calendarDateText(row.serviceDate) },
      { label: text('documentPdf.staff'), value: names.get(row.staffId) ?? '' },
      { label: text('documentPdf.status'), value: row.documentStatus },
    ],
    safety: {
      title: text('impact.safetyTitle'),
      alerts: await pdfSafetyAlerts(db, row, modules, client?.birthDate),
    },
    pages: await documentPages(db, row, modules, client?.birthDate),
    signaturesTitle: text('documentPdf.signatures'),
    signatureLines: await signaturePageLines(db, row),
    signatures: signatureRecords({ staffId: row.staffId, signature }, (id) => names.get(id) ?? '').map(
      (record) => ({
        meaning: text(SIGNATURE_MEANING_TEXT[record.meaning]),
        signerName: record.signerName,
        signedAt: record.signedAt ? when(record.signedAt) : '',
        image: record.image,
        contentHash: record.contentHash
          ? text('documentPdf.contentHash', { hash: record.contentHash })
          : null,
      }),
    ),
    signatureImageGap: text('documentPdf.signatureImageUnavailable'),
    producedAt: row.changedAt,
  };
}

/** spec 2 §2: the signature page's Program by name, and each signature that could not be collected, with why. */
async function signaturePageLines(db: Database, row: DocumentRow): Promise<PdfLine[]> {
  const program = await programName(db, row);
  const unable = (row.signature?.externalSignatures ?? []).filter((pad) => pad.unableToCollectYN === 'Y');
  return [
    ...(program ? [{ label: formatMessage('signaturePage.program'), value: program }] : []),
    ...unable.map((pad) => ({
      label: formatMessage('signaturePage.unableRecorded', { reason: pad.unableReason ?? '' }),
    })),
  ];
}

/** 'MM/DD/YYYY hh:mm AM' in the organization's time zone. */
function dateTimeText(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  });
  return (iso: string) => format.format(new Date(iso)).replace(',', '');
}
