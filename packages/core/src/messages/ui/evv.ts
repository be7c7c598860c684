// Issue 32: what stops a visit from being paid, in words a caregiver understands, and where each visit stands
// with the payer's aggregator. The spec is silent on all of this (it only names "aggregator activities", spec 1 §4).
export const evvText = {
  evvReadiness: {
    providerMedicaidIdMissing:
      "Your agency's Medicaid provider number is not set up, so this visit cannot be billed.",
    clientMedicaidIdMissing: "This client's Medicaid ID is missing, so this visit cannot be billed.",
    payerMissing: "This client's payer or program is missing, so this visit cannot be billed.",
    procedureCodeMissing: 'This service has no billing code, so this visit cannot be billed.',
    employeeIdentifierMissing: 'Your employee ID for the state is missing, so this visit cannot be billed.',
    timeMissing: 'This visit has no start or end time.',
    outNotAfterIn: 'The end time of this visit is not after its start time.',
    visitTooLong: 'This visit is 24 hours or longer.',
    gpsMissing: 'Your location was not recorded at the start or end of this visit, and no reason was given.',
    gpsFarFromAddress: "Your location was far from the client's address, and no reason was given.",
    editReasonMissing: 'A time of this visit was changed without a reason code.',
    editMemoMissing: 'A time of this visit was changed without a note saying why.',
    memoTooLong: 'The note for a time change is longer than {max} characters.',
    overlappingVisit: 'This visit overlaps another of your visits.',
  },
  evvFix: {
    askOffice: 'Ask your office to add it',
    editTimes: 'Edit the times',
    pickReasonCode: 'Pick a reason',
    writeMemo: 'Write a note',
    shortenMemo: 'Shorten the note',
  },
  evvStatus: {
    needs_attention: 'Needs attention',
    ready: 'Ready to send',
    sent: 'Sent',
    accepted: 'Accepted',
    rejected: 'Rejected',
  },
  evvException: {
    // Sandata's exception 0: the state's eligibility file (MMIS) does not hold the client's Medicaid id, or the
    // client record was refused; either way the office starts from the Medicaid ID it recorded.
    unknownClient:
      "The state does not know this client. Your office needs to check the client's Medicaid ID, then send again.",
    unknownEmployee:
      'The state does not know you as an employee yet. Your office needs to register you, then send again.',
    noInCall: 'The visit has no start. Edit the start time with a reason, then send again.',
    noOutCall: 'The visit has no end. Edit the end time with a reason, then send again.',
    unmatchedTelephony: 'The phone call did not match the client. Your office needs to acknowledge it.',
    missingService:
      'The visit has no billable service. Your office needs to fix the billing code, then send again.',
    other: 'The state rejected the visit (code {code}). Your office can tell you what to fix.',
    record:
      'The state found a mistake in the record ("{detail}"). Your office needs to correct it, then send again.',
  },
  evvStanding: {
    label: 'Payment status',
    verifiedTitle: 'Visit verified',
    willBePaid: 'This visit is ready to be sent for payment.',
    needsAttention: 'This visit will not be paid until this is fixed:',
    rejected: 'The state rejected this visit:',
    sent: 'Sent to the state. Waiting for its answer.',
    accepted: 'Accepted by the state.',
    fix: 'What to do: {fix}',
    ok: 'OK',
  },
  myVisits: {
    title: 'My visits',
    link: 'My visits this week',
    weekOf: 'Week of {start} to {end}',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    totalHours: 'Hours: {hours}',
    visitCount: 'Visits: {count}',
    needAttention: 'Need attention: {count}',
    none: 'No verified visits this week.',
    team: "My team's visits not accepted",
    teamNone: 'Every visit of your team is accepted.',
    simulated: 'Simulated state aggregator',
    correct: 'Correct times',
    correctTitle: 'Correct visit times',
    correctionWaiting: 'Your correction is waiting to be sent.',
    correctionRefused: 'Your correction was not accepted: {reason}',
    discardCorrection: 'Discard correction',
    corrected: 'Times corrected on {date} by your office: {reason}',
  },
};
