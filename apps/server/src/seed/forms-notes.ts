import type { FormSpec } from './forms.ts';
import { doNotAllow, hide, required, rule, when } from './form-rules.ts';

/** The session notes and the assessment's form: the first two keep their places; the progress note comes last. */
export const NOTE_FORMS: readonly FormSpec[] = [
  {
    key: 'therapyNote',
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
    rules: [rule(when('riskScreen', 'equals', 'N'), hide('riskNotes'))],
  },
  {
    key: 'assessment',
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
    rules: [rule(when('urgency', 'equals', 'Emergent'), doNotAllow('livingSituation', 'Unstably housed'))],
  },
  {
    key: 'progressNote',
    name: 'Progress Note',
    moduleId: 501,
    fields: [
      { name: 'sessionDate', type: 'Date', label: 'Session Date', required: true },
      { name: 'startTime', type: 'Time', label: 'Start Time', required: true },
      {
        name: 'progress',
        type: 'Text Area',
        label: 'Progress Toward Goals',
        required: true,
        maxlength: 2000,
        rows: 5,
      },
      {
        name: 'response',
        type: 'RadioButton',
        label: 'Client Response',
        required: true,
        options: ['Engaged', 'Partially engaged', 'Not engaged'],
      },
      { name: 'planChanged', type: 'Yes or No', label: 'Plan Changed', required: true, default: 'N' },
      { name: 'planChanges', type: 'Text Area', label: 'Plan Changes', maxlength: 2000 },
      {
        name: 'nextSteps',
        type: 'Text Field',
        label: 'Next Steps',
        maxlength: 30,
        datatype: 'AL+SP',
        copyForward: true,
      },
    ],
    rules: [
      rule(when('planChanged', 'notEquals', 'Y'), hide('planChanges')),
      rule(when('planChanged', 'equals', 'Y'), required('planChanges')),
    ],
  },
];
