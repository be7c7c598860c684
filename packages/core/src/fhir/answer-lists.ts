import { checkExtensions, scoreOf, type ImportContext } from './import-context.ts';
import type { AnswerOption, QuestionnaireItem, ValueSet } from './resources.ts';

/** One answer an item offers: its key (the code, or the value itself), its words, code, system and score. */
export interface ImportedAnswer {
  readonly key: string;
  readonly text: string;
  readonly code?: string;
  readonly system?: string;
  readonly score?: number;
  readonly initialSelected: boolean;
}

const coded = (code: string, system: string | undefined) => ({ code, ...(system ? { system } : {}) });

function optionAnswer(option: AnswerOption, linkId: string, ctx: ImportContext): ImportedAnswer | null {
  checkExtensions(option, linkId, ctx);
  const score = scoreOf(option);
  const base = {
    initialSelected: option.initialSelected === true,
    ...(score === undefined ? {} : { score }),
  };
  if (option.valueCoding) {
    const { code, display, system } = option.valueCoding;
    if (!code) {
      ctx.report(linkId, 'an answerOption’s valueCoding has no code');
      return null;
    }
    return { key: code, text: display ?? code, ...coded(code, system), ...base };
  }
  const value = option.valueString ?? option.valueDate ?? option.valueTime ?? option.valueInteger;
  if (value !== undefined) return { key: String(value), text: String(value), ...base };
  ctx.report(linkId, 'an answerOption is a Reference (answers are codes or values)');
  return null;
}

function valueSetAnswers(set: ValueSet, linkId: string, ctx: ImportContext): ImportedAnswer[] | null {
  const answer = (
    code: string | undefined,
    display: string | undefined,
    system: string | undefined,
    score: number | undefined,
  ): ImportedAnswer | null =>
    code
      ? {
          key: code,
          text: display ?? code,
          ...coded(code, system),
          initialSelected: false,
          ...(score === undefined ? {} : { score }),
        }
      : null;
  const contains = set.expansion?.contains;
  if (contains) return contains.flatMap((c) => answer(c.code, c.display, c.system, scoreOf(c)) ?? []);
  const include = set.compose?.include ?? [];
  const listed = include.every((i) => i.concept && i.filter === undefined && i.valueSet === undefined);
  if (include.length === 0 || !listed || set.compose?.exclude !== undefined) {
    ctx.report(
      linkId,
      'its answerValueSet does not list its codes (a filter, an exclude or another ValueSet)',
    );
    return null;
  }
  return include.flatMap((i) =>
    (i.concept ?? []).flatMap((c) => answer(c.code, c.display, i.system, scoreOf(c)) ?? []),
  );
}

/**
 * The answers a choice or open-choice item offers, from its answerOption or its answerValueSet (a contained one,
 * '#id', or one given with the import by its canonical url); null, with the problem reported, when they cannot
 * be listed.
 */
export function answersOf(item: QuestionnaireItem, ctx: ImportContext): ImportedAnswer[] | null {
  const { linkId } = item;
  if (item.answerOption && item.answerValueSet) {
    ctx.report(linkId, 'both answerOption and answerValueSet');
    return null;
  }
  let answers: ImportedAnswer[] | null;
  if (item.answerOption) {
    answers = item.answerOption.flatMap((option) => optionAnswer(option, linkId, ctx) ?? []);
  } else if (item.answerValueSet) {
    const reference = item.answerValueSet;
    const set = ctx.valueSets.get(reference) ?? ctx.valueSets.get(reference.split('|')[0]!);
    if (!set) {
      ctx.report(
        linkId,
        reference.startsWith('#')
          ? `its answerValueSet ${reference} is not among the Questionnaire’s contained resources`
          : `its answerValueSet ${reference} is neither contained nor given with the import, so its answers are not known`,
      );
      return null;
    }
    answers = valueSetAnswers(set, linkId, ctx);
  } else {
    ctx.report(linkId, `a ${item.type} item with no answerOption or answerValueSet`);
    return null;
  }
  if (answers === null) return null;
  const keys = new Set<string>();
  for (const answer of answers) {
    if (keys.has(answer.key)) ctx.report(linkId, `two answers have the code or value ${answer.key}`);
    keys.add(answer.key);
  }
  if (answers.length === 0) ctx.report(linkId, `a ${item.type} item that offers no answers`);
  return answers;
}
