import type { FormSpec } from './forms.ts';
import { doNotAllow, hide, required, rule, when } from './form-rules.ts';

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
      rule(when('selfHarm', 'equals', 'Y'), doNotAllow('riskLevel', 'Low'), required('safetyPlan')),
      rule(when('selfHarm', 'notEquals', 'Y'), hide('safetyPlan')),
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
      rule(when('substances', 'blank'), hide('daysUsed'), hide('lastUse')),
      rule(when('substances', 'equals', 'Opioids'), required('lastUse')),
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
      rule(when('livingSituation', 'equals', 'Lives alone'), hide('householdSize')),
      rule(when('livingSituation', 'equals', 'Unstably housed'), required('housingPlan')),
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
      rule(when('consentBy', 'notEquals', 'Guardian'), hide('guardianName')),
      rule(when('consentBy', 'equals', 'Guardian'), required('guardianName')),
      // Two conditions: a guardian's consent must come with a signed release.
      rule(
        [when('consentBy', 'equals', 'Guardian'), when('consentToTreat', 'equals', 'Y')],
        required('releaseOfInformation', 'Y'),
      ),
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
    rules: [rule(when('psychiatryReferral', 'equals', 'Y'), required('nextAppointment'))],
  },
];
