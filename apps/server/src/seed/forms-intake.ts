import type { FormSpec } from './forms.ts';
import { doNotAllow, hide, required, rule, when } from './form-rules.ts';
import { INTAKE_CARE_FORMS } from './forms-intake-care.ts';

/**
 * The intake template's pages, one form each: together they hold every field type and data type of spec 2 §3
 * and every business rule of spec 2 §5 (Hide, Require, Require a value, Do Not Allow, and the fields that
 * ignore rules: read-only, form break, lookup, activity counter, an empty drop-down, Date/Time under Do Not
 * Allow).
 */
export const INTAKE_FORMS: readonly FormSpec[] = [
  {
    key: 'intakeIdentification',
    name: 'Intake: Identification',
    moduleId: 401,
    fields: [
      {
        name: 'intro',
        type: 'ReadOnlyText',
        label: 'About this intake',
        text: 'Complete each page with the client. Fields marked required must be filled before signing.',
      },
      { name: 'clientNumber', type: 'LookUp', label: 'Client ID', lookUp: 'idNumber' },
      {
        name: 'legalName',
        type: 'Text Field',
        label: 'Legal Name',
        required: true,
        datatype: 'AL+SP',
        maxlength: 60,
      },
      {
        name: 'preferredName',
        type: 'Text Field',
        label: 'Preferred Name',
        datatype: 'AL',
        copyForward: true,
      },
      { name: 'birthDate', type: 'Date', label: 'Date of Birth', required: true },
      { name: 'ssn', type: 'SSN', label: 'Social Security Number' },
      { name: 'gender', type: 'Gender', label: 'Gender', required: true },
      { name: 'identityBreak', type: 'FormBreak', label: 'Identity' },
      { name: 'pronouns', type: 'Text Field', label: 'Pronouns', datatype: 'NONE', maxlength: 20 },
    ],
    rules: [
      // Read-only text and a form break ignore rules (spec 2 §5): this rule changes nothing on them.
      rule(when('preferredName', 'notBlank'), hide('intro'), hide('identityBreak'), required('clientNumber')),
    ],
  },
  {
    key: 'intakeContact',
    name: 'Intake: Contact',
    moduleId: 402,
    fields: [
      {
        name: 'homeAddress',
        type: 'Address',
        label: 'Home Address',
        required: true,
        options: [
          { key: 'city', text: 'City', required: true },
          { key: 'state', text: 'State/Province', required: true },
          { key: 'zip', text: 'Zip', required: true },
        ],
      },
      { name: 'primaryPhone', type: 'Phone', label: 'Primary Phone', required: true },
      { name: 'okToLeaveMessage', type: 'Yes or No', label: 'OK to Leave a Message', default: 'Y' },
      { name: 'secondaryPhone', type: 'Phone', label: 'Secondary Phone' },
      {
        name: 'contactType',
        type: 'Descriptor DropDown',
        label: 'Phone Contact Type',
        descriptorType: 'Phone Contact Type',
      },
    ],
    rules: [
      rule(when('okToLeaveMessage', 'equals', 'N'), hide('secondaryPhone')),
      rule(when('secondaryPhone', 'notBlank'), required('contactType')),
    ],
  },
  {
    key: 'intakeReferral',
    name: 'Intake: Referral',
    moduleId: 403,
    fields: [
      { name: 'referralSource', type: 'ReferralSourceDropDown', label: 'Referral Source', required: true },
      { name: 'referralDate', type: 'Date', label: 'Referral Date', required: true },
      {
        name: 'reason',
        type: 'Text Area',
        label: 'Reason for Referral',
        required: true,
        minlength: 10,
        maxlength: 1000,
      },
      { name: 'courtOrdered', type: 'Yes or No', label: 'Court-Ordered', required: true, default: 'N' },
      { name: 'caseNumber', type: 'Text Field', label: 'Court Case Number', datatype: 'AL', maxlength: 20 },
    ],
    rules: [
      rule(when('courtOrdered', 'equals', 'Y'), required('caseNumber')),
      rule(when('courtOrdered', 'equals', 'N'), hide('caseNumber')),
    ],
  },
  {
    key: 'intakeProgram',
    name: 'Intake: Program and Staff',
    moduleId: 404,
    fields: [
      // Not the document's own Program (its signature page's, which the PDF prints there): the program the client
      // asks to join, labelled so that the two are never read as one (issue 31 item 6).
      { name: 'program', type: 'ProgramDropDown', label: 'Program Requested', required: true },
      { name: 'clinician', type: 'StaffDropDown', label: 'Assigned Clinician', required: true },
      { name: 'intakeStart', type: 'DateTime', label: 'Intake Started', required: true },
      { name: 'arrivalTime', type: 'Time', label: 'Arrival Time' },
      { name: 'visitCount', type: 'ActivityCounter', label: 'Visits This Episode' },
    ],
    rules: [
      // An activity counter ignores rules, and so does Do Not Allow on a Date/Time field (spec 2 §5).
      rule(
        when('program', 'notBlank'),
        hide('visitCount'),
        doNotAllow('arrivalTime', '00:00'),
        doNotAllow('intakeStart', '2030-01-01T00:00'),
      ),
    ],
  },
  {
    key: 'intakeHealth',
    name: 'Intake: Health',
    moduleId: 405,
    fields: [
      { name: 'primaryMedication', type: 'ActiveMedicationDropDown', label: 'Primary Medication' },
      { name: 'takesAsPrescribed', type: 'Yes or No', label: 'Takes Medications as Prescribed' },
      { name: 'medicationConcerns', type: 'Text Area', label: 'Medication Concerns', maxlength: 1000 },
      {
        name: 'allergyType',
        type: 'Descriptor DropDown',
        label: 'Allergy Type',
        descriptorType: 'Allergy Type',
      },
      {
        name: 'qualifiers',
        type: 'Descriptor CheckBox',
        label: 'Activity Qualifiers',
        descriptorType: 'Activity Qualifiers',
      },
    ],
    rules: [
      rule(when('takesAsPrescribed', 'equals', 'Y'), hide('medicationConcerns')),
      // A client with no active medications has an empty list: the drop-down then ignores this rule.
      rule(
        when('takesAsPrescribed', 'equals', 'N'),
        required('primaryMedication'),
        required('medicationConcerns'),
      ),
    ],
  },
  ...INTAKE_CARE_FORMS,
];
