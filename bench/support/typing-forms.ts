import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/connection.ts';
import { accounts, configurableForms } from '../../apps/server/src/db/schema/index.ts';
import { createTemplate } from '../../apps/server/src/documents/template-versions.ts';
import { formFields, formRules, type FieldSpec, type RuleSpec } from '../../apps/server/src/seed/forms.ts';

/** The label of the text area the bench types into, on both forms. */
export const TYPING_TARGET = 'Typing target';
export const LARGE_FORM = 'Typing Bench: 300 Fields';
export const ONE_FIELD_FORM = 'Typing Bench: One Field';

const FIELDS = 300;
const RULES = 100;
const OPTIONS = ['Alpha', 'Beta', 'Gamma'];
const target: FieldSpec = { name: 'target', type: 'Text Area', label: TYPING_TARGET, maxlength: 4000 };

/** Field i of the large form (after the target): a mix of the common field types, every third a Yes or No. */
function field(i: number): FieldSpec {
  const name = `f${i}`;
  const label = `Field ${i}`;
  switch (i % 6) {
    case 0:
      return { name, label, type: 'Yes or No' };
    case 1:
      return { name, label, type: 'Text Field', maxlength: 30 };
    case 2:
      return { name, label, type: 'DropDown', options: OPTIONS };
    case 3:
      return { name, label, type: 'Yes or No' };
    case 4:
      return { name, label, type: 'Text Area', maxlength: 1000 };
    default:
      return { name, label, type: i % 12 === 5 ? 'Date' : 'RadioButton', options: OPTIONS };
  }
}

/**
 * The large form: the target and 299 other fields, with 100 rules. The first rules depend on the target, so
 * each keystroke into it re-runs rules (require and hide other fields once it is not blank); the rest hide or
 * require fields by Yes or No answers elsewhere on the page.
 */
function largeForm(): { fields: FieldSpec[]; rules: RuleSpec[] } {
  const fields = [target, ...Array.from({ length: FIELDS - 1 }, (_, i) => field(i + 1))];
  const yesNo = fields.filter((f) => f.type === 'Yes or No');
  const rules: RuleSpec[] = Array.from({ length: RULES }, (_, r) => {
    const follower = fields[(r * 3 + 2) % FIELDS]!;
    if (r < 10)
      return {
        when: { field: 'target', operator: 'notBlank' },
        then: { field: follower.name, action: 'Require' },
      };
    const condition = yesNo[r % yesNo.length]!;
    return {
      when: { field: condition.name, operator: 'equals', value: 'Y' },
      then: { field: follower.name, action: r % 2 ? 'Hide' : 'Require' },
    };
  });
  return { fields, rules };
}

async function insertForm(
  db: Database,
  accountId: number,
  name: string,
  spec: { fields: FieldSpec[]; rules: RuleSpec[] },
  moduleId: number,
) {
  const [row] = await db
    .insert(configurableForms)
    .values({ accountId, name, fields: [], rules: [] })
    .returning();
  const full = { name, moduleId, ...spec };
  await db
    .update(configurableForms)
    .set({ fields: formFields(full, row!.id), rules: formRules(full, row!.id) })
    .where(eq(configurableForms.id, row!.id));
  return row!.id;
}

/** Adds both forms to the demo agency, each the only page of a template of its own name. */
export async function addTypingTemplates(db: Database): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.code, 'demo'));
  const accountId = account!.id;
  const forms: [string, { fields: FieldSpec[]; rules: RuleSpec[] }, number][] = [
    [LARGE_FORM, largeForm(), 901],
    [ONE_FIELD_FORM, { fields: [target], rules: [] }, 902],
  ];
  for (const [name, spec, moduleId] of forms) {
    const formId = await insertForm(db, accountId, name, spec, moduleId);
    await createTemplate(db, {
      accountId,
      setupId: moduleId,
      description: name,
      code: `TB${moduleId}`,
      modules: [{ moduleId, name, order: 1, moduleType: 'cf', referenceId: formId }],
      signatureConfiguration: {
        numberOfExternalSignatures: 0,
        numberOfStaffSignatures: 1,
        minimumNumberOfStaffSignatures: 0,
        multipleSignature: false,
      },
    });
  }
}
