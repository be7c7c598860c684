// The goals addressed page (spec 2 §2, §4, §5, §8). The validation messages are the spec's words; the rest name
// the page's own controls.
export const goalsAddressedText = {
  goalsAddressed: {
    // spec 2 §5
    required: '{label} is a required field. Please enter a value.',
    addressedRequired: 'Please select an item as Addressed before selecting Next.',
    missingInformation: '{n} field(s) have missing information. Please resolve and try again.',
    commentMax: 'Max 4000 characters',
    // spec 2 §8: followed by the date of service as LL/dd/yyyy
    noActivePlans: 'No active treatment plans were found on the date of service {date}',
    // spec 2 §3: the priority label's default
    priorityDefault: 'Priority',
    treatmentPlan: 'Treatment Plan',
    addressed: 'Addressed',
    goalComment: 'Comments',
    itemTitle: '{layer}: {description}',
    priority: '{label} {priority}',
  },
} as const;
