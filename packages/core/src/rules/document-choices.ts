import { DOCUMENT_AGE_RANGE } from '../constants.ts';
import type { DocumentCrosswalk, ServiceDocument } from '../entities/document.ts';

export type ChoosableTemplate = Pick<
  ServiceDocument,
  'id' | 'canAddDocumentInErc' | 'isIncludeCarelogicEvv' | 'ageFrom' | 'ageTo'
>;
export type CrosswalkRow = Pick<
  DocumentCrosswalk,
  'activityId' | 'serviceDocumentId' | 'programId' | 'organizationId'
>;

export interface DocumentChoiceContext {
  /** The appointment's activity and program; null when the document is not for an appointment. */
  appointment: { activityId: number; programId: number } | null;
  organizationId: number;
  /** The client's age on the service date; null when the birth date is unknown. */
  clientAge: number | null;
}

/** spec 2 §9: a template's age range defaults to -1 to 1000. */
function inAgeRange(template: ChoosableTemplate, age: number | null): boolean {
  if (age === null) return true;
  const from = template.ageFrom ?? DOCUMENT_AGE_RANGE.min;
  const to = template.ageTo ?? DOCUMENT_AGE_RANGE.max;
  return age >= from && age <= to;
}

/** A crosswalk row applies to the appointment's activity, in its program and organization when it names one. */
function crosswalked(
  crosswalks: readonly CrosswalkRow[],
  templateId: number,
  context: DocumentChoiceContext,
): boolean {
  const { appointment, organizationId } = context;
  if (!appointment) return true;
  return crosswalks.some(
    (row) =>
      row.serviceDocumentId === templateId &&
      row.activityId === appointment.activityId &&
      (row.programId === null || row.programId === appointment.programId) &&
      (row.organizationId === null || row.organizationId === organizationId),
  );
}

/**
 * spec 2 §6: the document types a user may create: those the agency lets staff add here (canAddDocumentInErc)
 * and includes in EVV (isIncludeCarelogicEvv), crosswalked to the appointment's activity (spec 2 §2 chooser),
 * whose age range holds the client's age (spec 2 §3, §9). Without an appointment no crosswalk limits the choice.
 */
export function documentChoices<T extends ChoosableTemplate>(
  templates: readonly T[],
  crosswalks: readonly CrosswalkRow[],
  context: DocumentChoiceContext,
): T[] {
  return templates.filter(
    (template) =>
      template.canAddDocumentInErc &&
      template.isIncludeCarelogicEvv &&
      inAgeRange(template, context.clientAge) &&
      crosswalked(crosswalks, template.id, context),
  );
}

/**
 * spec 2 §8 'Document Not Required': an appointment whose activity has no crosswalked document at all needs no
 * service documentation.
 */
export function documentRequired(crosswalks: readonly CrosswalkRow[], activityId: number): boolean {
  return crosswalks.some((row) => row.activityId === activityId);
}
