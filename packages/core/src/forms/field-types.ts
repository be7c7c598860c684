import { fieldTypes, type FieldType } from './definition.ts';

/**
 * How a field type holds its value: typed text, a date or time, one option key, several option keys, an
 * address, a phone, or nothing the user enters (display only).
 */
export type ValueKind = 'text' | 'date' | 'choice' | 'multi' | 'address' | 'phone' | 'display';

/** Where a choice field's options come from. */
export type OptionSource =
  | 'definition'
  | 'gender'
  | 'yesNo'
  | 'descriptors'
  | 'medications'
  | 'referralSources'
  | 'programs'
  | 'staff';

interface FieldTypeTraits {
  kind: ValueKind;
  options?: OptionSource;
  /** spec 2 §5: a drop-down; business rules ignore it while it has no options. */
  dropDown?: boolean;
  /** spec 2 §5: business rules are ignored for these fields. */
  ignoresRules?: boolean;
  /** spec 2 §5: Do Not Allow is ignored for Date/Time fields. */
  ignoresDoNotAllow?: boolean;
}

export const FIELD_TYPE_TRAITS: Readonly<Record<FieldType, FieldTypeTraits>> = {
  'Text Field': { kind: 'text' },
  'Text Area': { kind: 'text' },
  SSN: { kind: 'text' },
  Date: { kind: 'date', ignoresDoNotAllow: true },
  Time: { kind: 'date', ignoresDoNotAllow: true },
  DateTime: { kind: 'date', ignoresDoNotAllow: true },
  DropDown: { kind: 'choice', options: 'definition', dropDown: true },
  'Descriptor DropDown': { kind: 'choice', options: 'descriptors', dropDown: true },
  ActiveMedicationDropDown: { kind: 'choice', options: 'medications', dropDown: true },
  ReferralSourceDropDown: { kind: 'choice', options: 'referralSources', dropDown: true },
  ProgramDropDown: { kind: 'choice', options: 'programs', dropDown: true },
  StaffDropDown: { kind: 'choice', options: 'staff', dropDown: true },
  Gender: { kind: 'choice', options: 'gender' },
  RadioButton: { kind: 'choice', options: 'definition' },
  'Yes or No': { kind: 'choice', options: 'yesNo' },
  CheckBox: { kind: 'multi', options: 'definition' },
  'Descriptor CheckBox': { kind: 'multi', options: 'descriptors' },
  Address: { kind: 'address' },
  Phone: { kind: 'phone' },
  LookUp: { kind: 'display', ignoresRules: true },
  ReadOnlyText: { kind: 'display', ignoresRules: true },
  FormBreak: { kind: 'display', ignoresRules: true },
  ActivityCounter: { kind: 'display', ignoresRules: true },
};

const knownTypes: ReadonlySet<string> = new Set(fieldTypes);

export function isFieldType(type: string): type is FieldType {
  return knownTypes.has(type);
}

/** spec 2 §5: choice types get 'Please make a selection for {label}, then submit'. */
export function isChoiceKind(kind: ValueKind): boolean {
  return kind === 'choice' || kind === 'multi';
}
