import type { TemplateCoding } from '../entities/document.ts';
import type { ImpactMeasureDefinition } from '../entities/impact-measure.ts';
import type { FormDefinition } from '../forms/definition.ts';

/**
 * What cannot be mapped, one entry per reason: the item's linkId (or 'Questionnaire' for the resource as a whole)
 * and why. An import with any is refused whole.
 */
export interface QuestionnaireProblem {
  readonly item: string;
  readonly reason: string;
}

/** A page of configurable form (module type cf): one per top-level group, and one first for loose items. */
export interface ImportedFormPage {
  readonly moduleType: 'cf';
  /** The group's text; for the items outside any group, the Questionnaire's title. */
  readonly name: string;
  /** The top-level group it was made from (TemplateModule.linkId); null for the items outside any group. */
  readonly linkId: string | null;
  /** The group's code (TemplateModule.code and system). */
  readonly code?: string;
  readonly system?: string;
  /**
   * The page's form (cfconfig): field ids are the items' linkIds, so a new import of the same Questionnaire gives
   * the same ids; nested groups are FormBreak headings. formId is 0 until the server stores the form.
   */
  readonly form: FormDefinition;
}

/** The page of a scored Questionnaire: its impact measure (module type impact). */
interface ImportedMeasurePage {
  readonly moduleType: 'impact';
  readonly name: string;
}

export type ImportedPage = ImportedFormPage | ImportedMeasurePage;

/**
 * A Questionnaire as a service-document template (issue 34): everything the server stores for it. A scored
 * Questionnaire is one impact page and its measure; any other is form pages.
 */
export interface ImportedTemplate {
  /** Questionnaire.name, else its title. */
  readonly name: string;
  /** Questionnaire.title, else its name: the template's description. */
  readonly title: string;
  /** Questionnaire.url, the canonical a QuestionnaireResponse names; null when it has none. */
  readonly url: string | null;
  /** Questionnaire.code (its first coding, a LOINC one first): ServiceDocument.coding. */
  readonly coding: TemplateCoding | null;
  readonly pages: readonly ImportedPage[];
  /** The impact measure of a scored Questionnaire, else null. */
  readonly measure: ImpactMeasureDefinition | null;
}

export type QuestionnaireImport =
  | { readonly ok: true; readonly template: ImportedTemplate }
  | { readonly ok: false; readonly problems: readonly QuestionnaireProblem[] };
