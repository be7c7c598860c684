/**
 * Configurable form definitions (cfconfig, spec 2 §3): fields with their attributes, and business rules
 * of the form { order, conditions, actions: [{ fieldId, action, actionValue, order }] }. A condition is
 * { fieldId, operator: 'equals' | 'notEquals' | 'blank', value }. Options are { key, text }.
 */
export type FieldType = 'Text Field' | 'Text Area' | 'Date' | 'DropDown' | 'Yes or No' | 'RadioButton';

interface FieldSpec {
  name: string;
  type: FieldType;
  label: string;
  required?: boolean;
  options?: string[];
  maxlength?: number;
  datatype?: 'AL' | 'NUM' | 'AL+SP' | 'NONE';
  placeholder?: string;
  default?: string;
}

interface RuleSpec {
  when: { field: string; operator: 'equals' | 'notEquals' | 'blank'; value: string | null };
  then: { field: string; action: 'Hide' | 'Require' | 'Do Not Allow'; value?: string };
}

export interface FormSpec {
  name: string;
  /** The template module that shows this form (its fields carry the module id). */
  moduleId: number;
  fields: FieldSpec[];
  rule: RuleSpec;
}

const YES_NO = ['Y', 'N'];
const yesNoText: Record<string, string> = { Y: 'Yes', N: 'No' };

export const FORMS: FormSpec[] = [
  {
    name: 'Personal Care Visit Note',
    moduleId: 101,
    fields: [
      { name: 'serviceDate', type: 'Date', label: 'Date of Service', required: true },
      {
        name: 'tasksCompleted',
        type: 'Text Area',
        label: 'Tasks Completed',
        required: true,
        maxlength: 4000,
      },
      {
        name: 'clientCondition',
        type: 'DropDown',
        label: 'Client Condition',
        required: true,
        options: ['Stable', 'Improved', 'Declined'],
      },
      {
        name: 'clientMood',
        type: 'RadioButton',
        label: 'Client Mood',
        options: ['Calm', 'Anxious', 'Agitated'],
      },
      {
        name: 'incident',
        type: 'Yes or No',
        label: 'Incident or Change in Condition',
        required: true,
        default: 'N',
      },
      { name: 'incidentDetails', type: 'Text Area', label: 'Incident Details', maxlength: 4000 },
      {
        name: 'nextVisit',
        type: 'Text Field',
        label: 'Note for Next Visit',
        maxlength: 30,
        datatype: 'AL+SP',
      },
    ],
    rule: {
      when: { field: 'incident', operator: 'equals', value: 'Y' },
      then: { field: 'incidentDetails', action: 'Require' },
    },
  },
  {
    name: 'Therapy Progress Note',
    moduleId: 201,
    fields: [
      { name: 'sessionDate', type: 'Date', label: 'Session Date', required: true },
      {
        name: 'sessionFocus',
        type: 'DropDown',
        label: 'Session Focus',
        required: true,
        options: [
          'Mood management',
          'Coping skills',
          'Trauma processing',
          'Relapse prevention',
          'Family communication',
        ],
      },
      {
        name: 'interventions',
        type: 'Text Area',
        label: 'Interventions Used',
        required: true,
        maxlength: 4000,
      },
      {
        name: 'response',
        type: 'RadioButton',
        label: 'Client Response',
        required: true,
        options: ['Engaged', 'Partially engaged', 'Not engaged'],
      },
      {
        name: 'riskScreen',
        type: 'Yes or No',
        label: 'Risk Screening Completed',
        required: true,
        default: 'Y',
      },
      { name: 'riskNotes', type: 'Text Area', label: 'Risk Screening Notes', maxlength: 4000 },
      { name: 'homework', type: 'Text Field', label: 'Homework Assigned', maxlength: 30, datatype: 'AL+SP' },
    ],
    rule: {
      when: { field: 'riskScreen', operator: 'equals', value: 'N' },
      then: { field: 'riskNotes', action: 'Hide' },
    },
  },
  {
    name: 'Assessment Intake',
    moduleId: 301,
    fields: [
      { name: 'assessmentDate', type: 'Date', label: 'Assessment Date', required: true },
      {
        name: 'referralReason',
        type: 'Text Area',
        label: 'Reason for Referral',
        required: true,
        maxlength: 4000,
      },
      {
        name: 'livingSituation',
        type: 'DropDown',
        label: 'Living Situation',
        options: ['Lives alone', 'With family', 'Group home', 'Unstably housed'],
      },
      { name: 'priorTreatment', type: 'Yes or No', label: 'Prior Treatment', required: true, default: 'N' },
      {
        name: 'urgency',
        type: 'RadioButton',
        label: 'Urgency',
        required: true,
        options: ['Routine', 'Urgent', 'Emergent'],
      },
      { name: 'summary', type: 'Text Area', label: 'Clinical Summary', maxlength: 4000 },
    ],
    rule: {
      when: { field: 'urgency', operator: 'equals', value: 'Emergent' },
      then: { field: 'livingSituation', action: 'Do Not Allow', value: 'Unstably housed' },
    },
  },
];

/** The stored field objects of a form (spec 2 §3 field shape); ids are the form id and the field's number. */
export function formFields(spec: FormSpec, formId: number): Record<string, unknown>[] {
  return spec.fields.map((field, i) => {
    const id = fieldId(formId, i);
    const required = field.required ?? false;
    const datatype = field.datatype ?? 'NONE';
    const area = field.type === 'Text Area';
    const options = (field.options ?? (field.type === 'Yes or No' ? YES_NO : [])).map((key) => ({
      key,
      text: yesNoText[key] && field.type === 'Yes or No' ? yesNoText[key] : key,
    }));
    return {
      id,
      name: field.name,
      type: field.type,
      formId,
      moduleId: spec.moduleId,
      label: field.label,
      order: i + 1,
      options,
      selectedValue: null,
      selectedOption: null,
      value: null,
      dbSavedValue: null,
      required,
      minlength: null,
      maxlength: field.maxlength ?? null,
      datatype,
      placeholder: field.placeholder ?? '',
      rows: area ? 4 : null,
      cols: area ? 50 : null,
      default: field.default ?? null,
      EnableCopyForward: false,
      EnableCopyForwardAll: false,
      attributes: [
        { attributeId: `${id}_required`, value: String(required) },
        { attributeId: `${id}_datatype`, value: datatype },
        { attributeId: `${id}_column`, value: '6' },
        { attributeId: `${id}_description`, value: field.label },
        { attributeId: `${id}_title`, value: field.label },
        { attributeId: `${id}_Text`, value: field.label },
        { attributeId: `${id}_type`, value: field.type },
      ],
    };
  });
}

export function formRules(spec: FormSpec, formId: number): Record<string, unknown>[] {
  const idOf = (name: string) =>
    fieldId(
      formId,
      spec.fields.findIndex((f) => f.name === name),
    );
  const { when, then } = spec.rule;
  return [
    {
      order: 1,
      conditions: [{ fieldId: idOf(when.field), operator: when.operator, value: when.value }],
      actions: [
        { fieldId: idOf(then.field), action: then.action, actionValue: then.value ?? null, order: 1 },
      ],
    },
  ];
}

const fieldId = (formId: number, index: number): string => `${formId}${String(index + 1).padStart(2, '0')}`;
