import { z } from 'zod';

/** spec 2 §3: every field type a configurable form may hold. */
export const fieldTypes = [
  'Text Field',
  'Text Area',
  'Date',
  'Time',
  'DateTime',
  'SSN',
  'DropDown',
  'Descriptor DropDown',
  'ActiveMedicationDropDown',
  'ReferralSourceDropDown',
  'ProgramDropDown',
  'StaffDropDown',
  'Gender',
  'RadioButton',
  'Yes or No',
  'CheckBox',
  'Descriptor CheckBox',
  'Address',
  'Phone',
  'LookUp',
  'ReadOnlyText',
  'FormBreak',
  'ActivityCounter',
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** spec 2 §3: AL letters and digits, NUM digits, AL+SP letters, digits, spaces and punctuation, NONE anything. */
export const dataTypes = ['AL', 'NUM', 'AL+SP', 'NONE'] as const;
export type DataType = (typeof dataTypes)[number];

/** spec 2 §3: the attribute ids are the field id plus one of these suffixes. */
export type AttributeSuffix =
  '_required' | '_datatype' | '_column' | '_description' | '_title' | '_Text' | '_type';

const fieldOption = z.object({
  key: z.string(),
  text: z.string(),
  /** Address parts flagged required must hold a value (spec 2 §5). */
  required: z.boolean().optional(),
  /** Issue 34: the answer's code (LOINC LA-code, or an imported Questionnaire's answer code) and its system. */
  code: z.string().optional(),
  system: z.string().optional(),
});
export type FieldOption = z.infer<typeof fieldOption>;

const positiveInt = z.number().int().positive();

/**
 * One field of a configurable form (spec 2 §3). The type is kept as a string here so that a definition with a
 * type this engine does not know still parses and is reported by compileForm as a clear problem.
 */
export const formField = z.object({
  id: z.string().min(1),
  name: z.string(),
  type: z.string(),
  label: z.string(),
  order: z.number().int(),
  formId: z.number().int().optional(),
  moduleId: z.number().int().optional(),
  options: z.array(fieldOption).default([]),
  required: z.boolean().default(false),
  minlength: positiveInt.nullable().default(null),
  maxlength: positiveInt.nullable().default(null),
  datatype: z.enum(dataTypes).default('NONE'),
  placeholder: z.string().default(''),
  attributes: z.array(z.object({ attributeId: z.string(), value: z.string() })).default([]),
  rows: positiveInt.nullable().default(null),
  cols: positiveInt.nullable().default(null),
  default: z.string().nullable().default(null),
  EnableCopyForward: z.boolean().default(false),
  EnableCopyForwardAll: z.boolean().default(false),
  /** Descriptor DropDown and Descriptor CheckBox: which descriptor list (spec 2 §3 Descriptor.type). */
  descriptorType: z.string().nullable().default(null),
  /** LookUp: the client property whose value the field shows. */
  lookUp: z.string().nullable().default(null),
  /** Issue 34: the item's code (a LOINC code) and its system, kept from an imported Questionnaire. */
  code: z.string().optional(),
  system: z.string().optional(),
  /**
   * Issue 34: the Questionnaire item a field was imported from, where its field type does not say it: the R4
   * item type (integer and decimal are both a NUM text field; a nested group's heading is a FormBreak) and the
   * linkId of the nested group it sits in (none for a page's own items). The form engine does not read it.
   */
  questionnaireItem: z.object({ type: z.string(), group: z.string().optional() }).optional(),
});
export type FormField = z.infer<typeof formField>;
export type FormFieldInput = z.input<typeof formField>;

/**
 * equals, notEquals, blank and notBlank are spec 2 §3's. Issue 34 adds the ordered comparisons of a FHIR
 * enableWhen (< <= > >=): a value and the condition's compare as numbers, dates, times or local date-times, and a
 * value that is blank or of another kind compares false; a check box holds when any checked option compares true.
 */
const conditionOperators = [
  'equals',
  'notEquals',
  'blank',
  'notBlank',
  'lessThan',
  'atMost',
  'greaterThan',
  'atLeast',
] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

const ruleCondition = z.object({
  fieldId: z.string().min(1),
  operator: z.enum(conditionOperators),
  value: z.string().nullable().default(null),
});

const ruleActions = ['Hide', 'Require', 'Do Not Allow'] as const;
export type RuleActionKind = (typeof ruleActions)[number];

/**
 * spec 2 §3, §5: Hide hides the field; Require without a value makes the field mandatory ('{label} must not be
 * blank'), with a value demands that value ('{label} must equal {value}'); Do Not Allow refuses its value
 * ('{label} must not equal {value}').
 */
const ruleAction = z.object({
  fieldId: z.string().min(1),
  action: z.enum(ruleActions),
  actionValue: z.string().nullable().default(null),
  order: z.number().int(),
});

/** Issue 34: whether every condition of a rule must hold (spec 2 §3, the default) or any one of them. */
const ruleMatches = ['all', 'any'] as const;
export type RuleMatch = (typeof ruleMatches)[number];

/**
 * Issue 34: whether the actions apply while the conditions are met (spec 2 §3, the default) or while they are
 * not: a FHIR item is hidden while its enableWhen does not hold, and an ordered comparison has no negation that
 * also holds for a blank value, so the rule says so itself.
 */
const ruleWhens = ['met', 'notMet'] as const;

/**
 * spec 2 §3 form rule: when every condition holds, each action applies. `match` and `when` (issue 34) are absent
 * from the spec's rules, which keep that meaning.
 */
export const formRule = z.object({
  order: z.number().int(),
  conditions: z.array(ruleCondition).min(1),
  actions: z.array(ruleAction).min(1),
  match: z.enum(ruleMatches).optional(),
  when: z.enum(ruleWhens).optional(),
});
export type FormRule = z.infer<typeof formRule>;
export type FormRuleInput = z.input<typeof formRule>;

/** A configurable form definition (cfconfig row). */
export const formDefinition = z.object({
  formId: z.number().int(),
  name: z.string(),
  fields: z.array(formField),
  rules: z.array(formRule),
});
export type FormDefinition = z.infer<typeof formDefinition>;
export type FormDefinitionInput = z.input<typeof formDefinition>;

/** A type, not an interface: part-by-part code reads it as a record of strings. */
export type AddressValue = {
  street1: string;
  street2: string;
  aptSuite: string;
  city: string;
  state: string;
  zip: string;
  zipPlusFour: string;
};

export type PhoneValue = {
  countryCode: string;
  phoneNumber: string;
  ext: string;
};

/** What a field holds: text (and option keys), checked option keys, an address or a phone; null when empty. */
export type FieldValue = string | readonly string[] | AddressValue | PhoneValue | null;

/** A form's values keyed by field id. */
export type FormValues = Readonly<Record<string, FieldValue>>;
