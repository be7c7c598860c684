import type { QuestionnaireProblem } from './imported-template.ts';
import type { Coding, Extension, Questionnaire, QuestionnaireItem, ValueSet } from './resources.ts';
import { valueSet } from './resources.ts';
import { EXTENSION, LOINC, UNMAPPED_EXTENSIONS } from './urls.ts';

/** What the importer works from, and the problems it has found so far (in the Questionnaire's order). */
export interface ImportContext {
  readonly questionnaire: Questionnaire;
  /** ValueSets by reference: '#id' for the contained ones, the canonical url for those given with the import. */
  readonly valueSets: ReadonlyMap<string, ValueSet>;
  /** Every item by linkId. */
  readonly items: ReadonlyMap<string, QuestionnaireItem>;
  report(item: string, reason: string): void;
  readonly problems: readonly QuestionnaireProblem[];
}

export const QUESTIONNAIRE = 'Questionnaire';

/** Every item of a Questionnaire, parents before their children. */
function allItems(items: readonly QuestionnaireItem[] | undefined): QuestionnaireItem[] {
  return (items ?? []).flatMap((item) => [item, ...allItems(item.item)]);
}

export function importContext(q: Questionnaire, given: readonly unknown[]): ImportContext {
  const problems: QuestionnaireProblem[] = [];
  const report = (item: string, reason: string) => {
    if (!problems.some((p) => p.item === item && p.reason === reason)) problems.push({ item, reason });
  };
  const valueSets = new Map<string, ValueSet>();
  for (const resource of q.contained ?? []) {
    if (resource.resourceType !== 'ValueSet') continue;
    const parsed = valueSet.safeParse(resource);
    if (parsed.success && parsed.data.id) valueSets.set(`#${parsed.data.id}`, parsed.data);
    else report(QUESTIONNAIRE, `a contained ValueSet cannot be read (${describe(parsed.error)})`);
  }
  for (const resource of given) {
    const parsed = valueSet.safeParse(resource);
    if (parsed.success && parsed.data.url) valueSets.set(parsed.data.url, parsed.data);
    else report(QUESTIONNAIRE, `a ValueSet given with the import cannot be read (${describe(parsed.error)})`);
  }
  const items = new Map<string, QuestionnaireItem>();
  for (const item of allItems(q.item)) {
    if (items.has(item.linkId)) report(item.linkId, 'two items have this linkId');
    items.set(item.linkId, item);
  }
  return { questionnaire: q, valueSets, items, report, problems };
}

/** An id `taken` does not have: `id` itself, else `id` with `suffix` added as often as it takes. */
export function unusedId(id: string, suffix: string, taken: { has(id: string): boolean }): string {
  let free = id;
  while (taken.has(free)) free += suffix;
  return free;
}

const describe = (error: { issues: { path: PropertyKey[]; message: string }[] } | undefined) => {
  const issue = error?.issues[0];
  return issue ? `${issue.path.join('.') || 'resource'}: ${issue.message}` : 'it has no id or url';
};

/** An item's or the Questionnaire's code: its first LOINC coding, else its first coding. */
export function codeOf(codes: readonly Coding[] | undefined): { code?: string; system?: string } {
  const coding = codes?.find((c) => c.system === LOINC && c.code) ?? codes?.find((c) => c.code);
  if (!coding?.code) return {};
  return { code: coding.code, ...(coding.system ? { system: coding.system } : {}) };
}

export const extensionsOf = (owner: { extension?: Extension[] | undefined }, url: string): Extension[] =>
  (owner.extension ?? []).filter((e) => e.url === url);

/** The score an answer carries (ordinalValue or itemWeight), or undefined. */
export function scoreOf(owner: { extension?: Extension[] | undefined }): number | undefined {
  const extension = [EXTENSION.ordinalValue, EXTENSION.itemWeight]
    .flatMap((url) => extensionsOf(owner, url))
    .find((e) => e.valueDecimal !== undefined || e.valueInteger !== undefined);
  return extension?.valueDecimal ?? extension?.valueInteger;
}

/** The item-control code of an item (drop-down, radio-button, check-box ...), or undefined. */
export function itemControlOf(item: QuestionnaireItem): string | undefined {
  return extensionsOf(item, EXTENSION.itemControl)[0]?.valueCodeableConcept?.coding?.find((c) => c.code)
    ?.code;
}

/**
 * Names what an item (or the Questionnaire) holds that changes what a form does and that no template can hold: a
 * modifierExtension, and the SDC and core extensions of UNMAPPED_EXTENSIONS. Other extensions only describe or
 * render, and are left out.
 */
export function checkExtensions(
  owner: { extension?: Extension[] | undefined; modifierExtension?: unknown[] | undefined },
  linkId: string,
  ctx: ImportContext,
): void {
  if ((owner.modifierExtension ?? []).length > 0)
    ctx.report(linkId, 'a modifierExtension: its meaning is not known here, and it may not be ignored');
  for (const extension of owner.extension ?? []) {
    const reason = Object.hasOwn(UNMAPPED_EXTENSIONS, extension.url)
      ? UNMAPPED_EXTENSIONS[extension.url]
      : null;
    const inert = extension.url.endsWith('questionnaire-hidden') && extension.valueBoolean !== true;
    if (reason && !inert) ctx.report(linkId, `${reason} cannot be mapped`);
  }
}
