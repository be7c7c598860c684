import type { FormSpec } from './forms.ts';

/**
 * The words the Consent for Treatment's signers agree to: read-only texts, shown on its page and printed in its
 * PDF above the two signature pads (issue 31 item 6). Plain and short; an agency puts its own.
 */
export const CONSENT_FORMS: readonly FormSpec[] = [
  {
    key: 'consentForTreatment',
    name: 'Consent for Treatment',
    moduleId: 601,
    fields: [
      {
        name: 'consent',
        type: 'ReadOnlyText',
        label: 'Consent to Treatment',
        text:
          'I agree to receive services from this agency. My care team has explained the services planned for me, ' +
          'what they are meant to help with, their possible risks and benefits, and the other choices I have. ' +
          'I may ask questions at any time.',
      },
      {
        name: 'privacy',
        type: 'ReadOnlyText',
        label: 'Privacy',
        text:
          'What I share is kept private. The agency shares my information only with my written permission, or ' +
          'when the law requires it: to prevent serious harm, to report abuse or neglect, or under a court order.',
      },
      {
        name: 'rights',
        type: 'ReadOnlyText',
        label: 'My Rights',
        text:
          'I may refuse or stop services at any time by telling my care team, and this will not be held against me. ' +
          'This consent lasts one year from the date it is signed, unless I withdraw it sooner in writing.',
      },
      {
        name: 'signing',
        type: 'ReadOnlyText',
        label: 'Signing',
        text:
          'By signing below I confirm that I have read this form, or had it read to me, that I understand it, and ' +
          'that I agree to treatment. Where the client cannot consent alone, a parent, guardian or legal ' +
          'representative signs as well.',
      },
    ],
    rules: [],
  },
];
