import { and, eq, inArray } from 'drizzle-orm';
import {
  SIGNATURE_MEANING_TEXT,
  formatMessage,
  signatureRecords,
  staffSignaturesOf,
  type ModuleData,
  type TemplateModule,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import {
  clients,
  configurableForms,
  impactMeasures,
  organizations,
  serviceDocumentVersions,
  staff,
  type documents,
} from '../db/schema/index.ts';
import { impactLines, moduleLines, type FieldLabels } from './field-text.ts';
import { pdfSafetyAlerts } from './pdf-safety-alerts.ts';
import type { PdfContent, PdfPage } from './render-pdf.ts';

type DocumentRow = typeof documents.$inferSelect;
type FieldMap = Map<string, FieldLabels & { order: number }>;

/** What a stored document's PDF shows: its pinned template's pages by label, its values, scores and signatures. */
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
      { label: text('documentPdf.serviceDate'), value: row.serviceDate },
      { label: text('documentPdf.staff'), value: names.get(row.staffId) ?? '' },
      { label: text('documentPdf.status'), value: row.documentStatus },
    ],
    safety: {
      title: text('impact.safetyTitle'),
      alerts: await pdfSafetyAlerts(db, row, modules, client?.birthDate),
    },
    pages: await pagesOf(db, modules, row.moduleData),
    signaturesTitle: text('documentPdf.signatures'),
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
    producedAt: row.changedAt,
  };
}

async function pagesOf(db: Database, modules: TemplateModule[], data: ModuleData[]): Promise<PdfPage[]> {
  const formIds = modules.flatMap((m) => (m.moduleType === 'cf' && m.referenceId ? [m.referenceId] : []));
  const forms = formIds.length
    ? await db.select().from(configurableForms).where(inArray(configurableForms.id, formIds))
    : [];
  const measureIds = modules.flatMap((m) =>
    m.moduleType === 'impact' && m.referenceId ? [m.referenceId] : [],
  );
  const measures = measureIds.length
    ? await db.select().from(impactMeasures).where(inArray(impactMeasures.id, measureIds))
    : [];
  return modules.map((module) => {
    const values = data.find((entry) => entry.moduleId === module.moduleId);
    if (!values) return { name: module.name, lines: [] };
    if (module.moduleType === 'impact') {
      const measure = measures.find((m) => m.id === module.referenceId);
      const labels = {
        notAssessed: formatMessage('documentPdf.notAssessed'),
        total: formatMessage('documentPdf.totalScore'),
      };
      return { name: measure?.longName ?? module.name, lines: impactLines(values, labels) };
    }
    const form = forms.find((f) => f.id === module.referenceId);
    return { name: module.name, lines: moduleLines(values, fieldMap(form?.fields)) };
  });
}

function fieldMap(fields: unknown): FieldMap {
  const list = (fields ?? []) as {
    id: string;
    label: string;
    order: number;
    options?: FieldLabels['options'];
  }[];
  return new Map(list.map((f) => [f.id, { label: f.label, order: f.order, options: f.options ?? [] }]));
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
