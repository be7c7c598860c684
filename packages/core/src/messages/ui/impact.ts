// The impact assessment page (spec 2 §2, §4, §5). The spec's words are marked; the rest name the page's own
// controls and the safety alert, which goes beyond the spec.
export const impactText = {
  impact: {
    // spec 2 §2, §4, §5
    notAssessed: 'Not assessed at this time',
    instructions: 'Instructions',
    notRequired: 'Not Required based on previous answer(s)',
    maxResponses: 'You may choose a maximum of {n} responses. Please correct and save.',
    total: 'Total',
    notAssessedConfirm: 'Mark this assessment as not assessed at this time? Its answers will be removed.',
    answerRequired: 'Please answer this question.',
    textMax: 'Max:{n} characters.',
    severity: '{score} · {band}',
    notFound: 'The assessment of this page is not on this device.',
    unreadable: 'The assessment of this page cannot be read on this device.',
    scoreColumn: 'Score',
    safetyTitle: 'Safety alert',
    earlierTotals: 'Earlier totals: {totals}',
    earlierTotal: '{date}: {score}',
    change: {
      higher: 'Higher than last time',
      lower: 'Lower than last time',
      same: 'Same as last time',
    },
    // Kroenke et al. 2001: an answer above 0 to PHQ-9 item 9 needs follow-up whatever the total.
    safetyAlert:
      '"{question}" was answered "{answer}". Follow up on the client\'s safety today, whatever the total score.',
  },
} as const;
