import type { Medication } from '../entities/client.ts';
import type { Descriptor, Program, ReferralSource, Staff } from '../entities/organization.ts';
import type { FieldOption, FormField } from './definition.ts';
import type { MessageKey } from '../messages/format.ts';
import { FIELD_TYPE_TRAITS, type OptionSource } from './field-types.ts';
import type { FieldType } from './definition.ts';

/** The device's lists that fill the list-backed field types, already filtered for this document. */
export interface ChoiceLists {
  /** Descriptor options by descriptor type. */
  descriptors: Readonly<Record<string, readonly FieldOption[]>>;
  medications: readonly FieldOption[];
  referralSources: readonly FieldOption[];
  programs: readonly FieldOption[];
  staff: readonly FieldOption[];
}

export const EMPTY_CHOICE_LISTS: ChoiceLists = {
  descriptors: {},
  medications: [],
  referralSources: [],
  programs: [],
  staff: [],
};

/** The local database's rows a document's lists are made of (spec 2 §3), read offline. */
export interface ChoiceListSource {
  organizationId: number;
  /** yyyy-MM-dd: entries that ended before it are left out. */
  serviceDate: string;
  descriptors: readonly Pick<Descriptor, 'descriptorId' | 'name' | 'type' | 'endDate' | 'organizationId'>[];
  /** The client's medications. */
  medications: readonly Pick<Medication, 'medicationId' | 'description' | 'status' | 'endDate'>[];
  referralSources: readonly Pick<ReferralSource, 'referralSourceId' | 'name' | 'organizationId'>[];
  programs: readonly Pick<Program, 'programId' | 'name' | 'beginDate' | 'endDate'>[];
  /** The staff the user may pick (spec 2 §6 scope is the caller's). */
  staff: readonly Pick<Staff, 'staffId' | 'firstName' | 'lastName'>[];
}

/** Whether an end date leaves the entry usable on the service date: empty, or not before it. */
const openOn = (endDate: string | null, serviceDate: string) =>
  endDate === null || endDate === '' || endDate.slice(0, 10) >= serviceDate;

const ofOrganization = (organizationId: number | null, current: number) =>
  organizationId === null || organizationId === current;

/**
 * spec 2 §3: descriptor lists show entries whose organization is the current one or empty (and, as for every
 * list here, whose end date is not past); medications are the client's active ones.
 */
export function choiceLists(source: ChoiceListSource): ChoiceLists {
  const { organizationId, serviceDate } = source;
  const descriptors: Record<string, FieldOption[]> = {};
  for (const d of source.descriptors) {
    if (!ofOrganization(d.organizationId, organizationId) || !openOn(d.endDate, serviceDate)) continue;
    (descriptors[d.type] ??= []).push({ key: String(d.descriptorId), text: d.name });
  }
  return {
    descriptors,
    medications: source.medications
      .filter((m) => m.status === 'Active' && openOn(m.endDate, serviceDate))
      .map((m) => ({ key: String(m.medicationId), text: m.description })),
    referralSources: source.referralSources
      .filter((r) => ofOrganization(r.organizationId, organizationId))
      .map((r) => ({ key: String(r.referralSourceId), text: r.name })),
    programs: source.programs
      .filter((p) => p.beginDate <= serviceDate && openOn(p.endDate, serviceDate))
      .map((p) => ({ key: String(p.programId), text: p.name })),
    staff: source.staff.map((s) => ({ key: String(s.staffId), text: `${s.lastName}, ${s.firstName}` })),
  };
}

const GENDER: readonly FieldOption[] = [
  { key: 'M', text: 'Male' },
  { key: 'F', text: 'Female' },
];
const YES_NO: readonly FieldOption[] = [
  { key: 'Y', text: 'Yes' },
  { key: 'N', text: 'No' },
];

/**
 * The fixed options' words are the app's, not the agency's (issue 33): a screen shows them from the catalog in its
 * language, while `text` stays the English a document's record (its PDF) prints.
 */
const FIXED_OPTION_KEYS: Readonly<Partial<Record<OptionSource, Readonly<Record<string, MessageKey>>>>> = {
  gender: { M: 'gender.M', F: 'gender.F' },
  yesNo: { Y: 'common.yes', N: 'common.no' },
};

/** The catalog's key for a fixed option's words (Gender, Yes or No); undefined for options the agency wrote. */
export function fixedOptionKey(type: FieldType, optionKey: string): MessageKey | undefined {
  const source = FIELD_TYPE_TRAITS[type].options;
  return source && FIXED_OPTION_KEYS[source]?.[optionKey];
}

/** The options a choice field offers: its own, fixed ones (Gender, Yes or No) or a device list. */
export function fieldOptions(
  field: FormField & { type: FieldType },
  lists: ChoiceLists,
): readonly FieldOption[] {
  switch (FIELD_TYPE_TRAITS[field.type].options) {
    case 'definition':
      return field.options;
    case 'gender':
      return GENDER;
    case 'yesNo':
      return YES_NO;
    case 'descriptors':
      return lists.descriptors[field.descriptorType ?? ''] ?? [];
    case 'medications':
      return lists.medications;
    case 'referralSources':
      return lists.referralSources;
    case 'programs':
      return lists.programs;
    case 'staff':
      return lists.staff;
    case undefined:
      return field.options;
  }
}
