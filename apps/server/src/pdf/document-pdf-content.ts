import { calendarDateText, formatMessage, type MessageKey, type TemplateModule } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import type { documents } from '../db/schema/index.ts';
import { documentContext } from '../documents/document-context.ts';
import { documentPages } from './pdf-pages.ts';
import { pdfSafetyAlerts } from './pdf-safety-alerts.ts';
import type { PdfContent } from './render-pdf.ts';
import { signatureSection } from './signature-section.ts';

type DocumentRow = typeof documents.$inferSelect;

/**
 * What a stored document's PDF shows: a summary, its pinned template's pages in words, and its signature page as
 * the app shows it, with every sheet saying whose record it is (the agency, the client, the document).
 */
export async function documentPdfContent(db: Database, row: DocumentRow): Promise<PdfContent> {
  const { version, client, organization, staff } = await documentContext(db, row);
  const modules = [...((version?.modules ?? []) as TemplateModule[])].sort((a, b) => a.order - b.order);
  const names = new Map([...staff].map(([id, person]) => [id, `${person.lastName}, ${person.firstName}`]));
  const staffName = (id: number) => names.get(id) ?? '';
  const text = formatMessage;
  const clientName = client ? `${client.lastName}, ${client.firstName}` : '';
  const serviceDate = calendarDateText(row.serviceDate);
  const labelled = (key: MessageKey, value: string) => `${text(key)}: ${value}`;
  return {
    title: row.documentName,
    summary: [
      { label: text('documentPdf.client'), value: clientName },
      { label: text('documentPdf.clientId'), value: client?.idNumber ?? '' },
      { label: text('documentPdf.serviceDate'), value: serviceDate },
      { label: text('documentPdf.staff'), value: staffName(row.staffId) },
      { label: text('documentPdf.status'), value: statusText(row) },
    ],
    running: {
      agency: organization?.name ?? '',
      document: row.documentName,
      serviceDate: labelled('documentPdf.serviceDate', serviceDate),
      client: [
        labelled('documentPdf.client', clientName),
        labelled('documentPdf.birthDate', client ? calendarDateText(client.birthDate) : ''),
        labelled('documentPdf.clientId', client?.idNumber ?? ''),
      ],
      pageNumber: (page, pages) => text('documentPdf.pageNumber', { page, pages }),
    },
    safety: {
      title: text('impact.safetyTitle'),
      alerts: await pdfSafetyAlerts(db, row, modules, client?.birthDate),
    },
    pages: await documentPages(db, row, modules, client?.birthDate),
    signatures: await signatureSection(db, row, {
      staffName,
      dateTime: dateTimeText(organization?.timeZone ?? 'America/New_York'),
    }),
    producedAt: row.changedAt,
  };
}

/** The status as it stands: a Signed document still waiting for its co-signer says so (spec 2 §4). */
function statusText(row: DocumentRow): string {
  return row.documentStatus === 'Signed' && !row.fullySigned
    ? formatMessage('documentPdf.statusAwaitingCosignature', { status: row.documentStatus })
    : row.documentStatus;
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
