// The configurable-form engine (spec 2 §3, §5). required, rule and maxCharacters are the spec's words, except
// rule.dateInFuture, the app's own in the style of spec 2 §5 'Document start date cannot be in the
// future'; the character count, the format checks, the floating message, the list of missing parts and the
// problems of a definition that cannot be read are the app's own.
export const formsText = {
  forms: {
    required: {
      choice: 'Please make a selection for {label}, then submit',
      value: 'Please enter a value for {label}, then submit',
    },
    rule: {
      mustEqual: '{label} must equal {value}',
      mustNotEqual: '{label} must not equal {value}',
      mustNotBeBlank: '{label} must not be blank',
      dateInFuture: '{label} cannot be in the future.',
    },
    maxCharacters: 'Max:{n} characters.',
    /** The count under a field or part with a limit: characters typed of those it takes. */
    characterCount: '{length}/{max}',
    invalid: {
      tooShort: '{label} must be at least {min} characters.',
      tooLong: '{label} must be at most {max} characters.',
      letters: '{label} takes letters and digits only.',
      number: '{label} takes a number only.',
      text: '{label} takes letters, digits, spaces and punctuation only.',
      ssn: '{label} must be in the form XXX-XX-XXXX.',
      date: '{label} must be a date.',
      time: '{label} must be a time.',
      dateTime: '{label} must be a date and time.',
      choice: '{label} must be one of its choices.',
      digits: '{label} takes digits only.',
      partTooLong: '{label}: {part} must be at most {max} characters.',
      kind: '{label} holds a value of the wrong kind.',
    },
    // Issue 33: plural forms, chosen by count (spec 2 §5 shows it for more than one).
    floating: {
      one: '{count} field on this page needs attention.',
      other: '{count} fields on this page need attention.',
    },
    partsAnd: '{parts} and {last}',
    problems: {
      title: 'This form cannot be shown',
      unreadable: 'The form definition cannot be read ({detail}).',
      duplicateField: 'The form has two fields with the id {id}.',
      unknownType: 'The field {id} has a type this app does not know: {type}.',
      missingField: 'Rule {order} names the field {id}, which is not on the form.',
      refusesNothing: 'Rule {order} refuses no value on the field {id}.',
      ruleCycle: 'Rules {orders} hide fields that their own conditions read, in a cycle.',
      notFound: 'The form of this page is not on this device.',
    },
    address: {
      street1: 'Street 1',
      street2: 'Street 2',
      aptSuite: 'APT/Suite',
      city: 'City',
      state: 'State/Province',
      zip: 'Zip',
      zipPlusFour: 'Zip + 4',
    },
    phone: {
      countryCode: 'Country Code',
      phoneNumber: 'Phone Number',
      ext: 'Ext',
    },
  },
} as const;
