import type { FormSpec } from './forms.ts';

/** The intake pages on risk, substance use, living situation, consent and the summary. */
export const INTAKE_CARE_FORMS: readonly FormSpec[] = [
  {
    key: 'intakeRisk',
    name: 'Intake: Risk',
    moduleId: 406,
    fields: [
      { name: 'selfHarm', type: 'Yes or No', label: 'Thoughts of Self-Harm', required: true },
      {
        name: 'riskLevel',
        type: 'RadioButton',
        label: 'Risk Level',
        required: true,
        options: ['Low', 'Moderate', 'High'],
      },
      { name: 'safetyPlan', type: 'Text Area', label: 'Safety Plan', maxlength: 4000, rows: 6, cols: 60 },
    ],
    rules: [
      {
        when: { field: 'selfHarm', operator: 'equals', value: 'Y' },
        then: [
          { field: 'riskLevel', action: 'Do Not Allow', value: 'Low' },
          { field: 'safetyPlan', action: 'Require' },
        ],
      },
      {
        when: { field: 'selfHarm', operator: 'notEquals', value: 'Y' },
        then: { field: 'safetyPlan', action: 'Hide' },
      },
    ],
  },
  {
    key: 'intakeSubstance',
    name: 'Intake: Substance Use',
    moduleId: 407,
    fields: [
      {
        name: 'substances',
        type: 'CheckBox',
        label: 'Substances Used',
        options: ['Alcohol', 'Cannabis', 'Opioids', 'Stimulants'],
      },
      { name: 'daysUsed', type: 'Text Field', label: 'Days Used in Last 30', datatype: 'NUM', maxlength: 2 },
      { name: 'lastUse', type: 'Date', label: 'Date of Last Use' },
    ],
    rules: [
      {
        when: { field: 'substances', operator: 'blank' },
        then: [
          { field: 'daysUsed', action: 'Hide' },
          { field: 'lastUse', action: 'Hide' },
        ],
      },
      {
        when: { field: 'substances', operator: 'equals', value: 'Opioids' },
        then: { field: 'lastUse', action: 'Require' },
      },
    ],
  },
  {
    key: 'intakeLiving',
    name: 'Intake: Living Situation',
    moduleId: 408,
    fields: [
      {
        name: 'livingSituation',
        type: 'DropDown',
        label: 'Living Situation',
        required: true,
        options: ['Lives alone', 'With family', 'Group home', 'Unstably housed'],
      },
      { name: 'householdSize', type: 'Text Field', label: 'Household Size', datatype: 'NUM', maxlength: 2 },
      { name: 'housingPlan', type: 'Text Area', label: 'Housing Plan', maxlength: 1000 },
    ],
    rules: [
      {
        when: { field: 'livingSituation', operator: 'equals', value: 'Lives alone' },
        then: { field: 'householdSize', action: 'Hide' },
      },
      {
        when: { field: 'livingSituation', operator: 'equals', value: 'Unstably housed' },
        then: { field: 'housingPlan', action: 'Require' },
      },
    ],
  },
  {
    key: 'intakeConsent',
    name: 'Intake: Consent',
    moduleId: 409,
    fields: [
      {
        name: 'consentBy',
        type: 'DropDown',
        label: 'Consent Given By',
        required: true,
        options: ['Self', 'Guardian'],
      },
      { name: 'guardianName', type: 'Text Field', label: 'Guardian Name', datatype: 'AL+SP', maxlength: 60 },
      { name: 'consentToTreat', type: 'Yes or No', label: 'Consents to Treatment', required: true },
      { name: 'releaseOfInformation', type: 'Yes or No', label: 'Release of Information Signed' },
    ],
    rules: [
      {
        when: { field: 'consentBy', operator: 'notEquals', value: 'Guardian' },
        then: { field: 'guardianName', action: 'Hide' },
      },
      {
        when: { field: 'consentBy', operator: 'equals', value: 'Guardian' },
        then: { field: 'guardianName', action: 'Require' },
      },
      // Two conditions: a guardian's consent must come with a signed release.
      {
        when: [
          { field: 'consentBy', operator: 'equals', value: 'Guardian' },
          { field: 'consentToTreat', operator: 'equals', value: 'Y' },
        ],
        then: { field: 'releaseOfInformation', action: 'Require', value: 'Y' },
      },
    ],
  },
  {
    key: 'intakeSummary',
    name: 'Intake: Summary',
    moduleId: 410,
    fields: [
      {
        name: 'summary',
        type: 'Text Area',
        label: 'Clinical Summary',
        required: true,
        maxlength: 4000,
        copyForward: true,
      },
      { name: 'psychiatryReferral', type: 'Yes or No', label: 'Refer to Psychiatry', default: 'N' },
      { name: 'nextAppointment', type: 'Date', label: 'Next Appointment' },
    ],
    rules: [
      {
        when: { field: 'psychiatryReferral', operator: 'equals', value: 'Y' },
        then: { field: 'nextAppointment', action: 'Require' },
      },
    ],
  },
];
