// Running a visit (spec 1 §2 Active Sessions and GPS Error, §4 Starting and Stopping a session). The dialog
// titles are the spec's; the GPS texts themselves are gps.denied and gps.timeout in en.ts, whose {action} is
// filled with actionStart or actionStop. The rest names the app's own controls.
export const sessionsText = {
  sessions: {
    title: 'Active Sessions',
    gpsErrorTitle: 'GPS Error',
    actionStart: 'start',
    actionStop: 'stop',
    startSession: 'Start Session',
    startModeStatus: 'The session starts now, at your location, when you save.',
    stopSession: 'Stop Session',
    stopSessionFor: 'Stop Session for {client}',
    locating: 'Getting your location…',
    locatingStartHint: 'A location reading records where the session starts.',
    locatingStopHint: 'A location reading records where the session stops.',
    buttonLabel: 'Active Sessions: {count} open',
    elapsed: 'Session time {time}',
    startedAt: 'Started {time}',
    empty: 'There are no active sessions',
    back: 'Back',
    listLabel: 'Open sessions',
    ended: 'Stopped, waiting for verification',
    sync: {
      dirty: 'Waiting to send',
      pending: 'Sending',
      clean: 'Sent',
      error: 'Rejected',
    },
    rejected: 'The server did not accept the verification: {reason} Stop the session to verify it again.',
    rejectedStart: 'The server did not accept this session: {reason}',
    // Issue 36: a verification refused because the visit was verified already; the device keeps its answers.
    verifiedElsewhere: 'The server did not accept the verification: {reason}',
    answersKept: 'Answers on this device: services {services}, duration {duration}, {signature}.',
    answerYes: 'YES',
    answerNo: 'NO',
    answerNone: 'not answered',
    clientSigned: 'signed by the client',
    clientNotSigned: 'no client signature',
    cannotStopTitle: 'Cannot Stop Session',
    cannotStartTitle: 'Cannot Start Session',
    visitClosed: 'This visit has been verified and is closed. It cannot be started or stopped again.',
  },
} as const;
