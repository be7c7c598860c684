// Records as the server would send them to the Sandata profile, valid against the field table, on fixed dates.
const provider = { ProviderQualifier: 'MedicaidID', ProviderID: '004455667' };

export function client(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ProviderIdentification: provider,
    ClientID: 'C-100',
    ClientIdentifier: '100200300',
    ClientFirstName: 'Ada',
    ClientLastName: 'Example',
    SequenceID: '1',
    ...overrides,
  };
}

export function employee(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ProviderIdentification: provider,
    EmployeeQualifier: 'EmployeeSSN',
    EmployeeIdentifier: '123456789',
    EmployeeOtherID: 'caregiver',
    SequenceID: '1',
    ...overrides,
  };
}

export function call(assignment: 'Time In' | 'Time Out', overrides: Record<string, unknown> = {}) {
  return {
    CallExternalID: assignment === 'Time In' ? 'call-in-1' : 'call-out-1',
    CallDateTime: assignment === 'Time In' ? '2026-03-04T14:00:00Z' : '2026-03-04T15:30:00Z',
    CallAssignment: assignment,
    CallType: 'Mobile',
    ProcedureCode: 'T1019',
    MobileLogin: 'caregiver',
    CallLatitude: 40.2206,
    CallLongitude: -74.7597,
    VisitLocationType: '1',
    ...overrides,
  };
}

export function visit(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ProviderIdentification: provider,
    VisitOtherID: 'V-1',
    SequenceID: '20260304153100',
    EmployeeQualifier: 'EmployeeSSN',
    EmployeeIdentifier: '123456789',
    ClientIDQualifier: 'ClientCustomID',
    ClientIdentifier: '100200300',
    ClientID: 'C-100',
    PayerID: 'CTDSS',
    PayerProgram: 'CTHCBS',
    ProcedureCode: 'T1019',
    Modifier1: 'U1',
    Modifier2: 'NULL',
    VisitTimeZone: 'US/Eastern',
    BillVisit: 'true',
    Calls: [call('Time In'), call('Time Out')],
    ...overrides,
  };
}

/** An edit of the visit's start time, with the change entry the table asks for. */
export function change(overrides: Record<string, unknown> = {}) {
  return {
    SequenceID: '1',
    ChangeMadeBy: 'office',
    ChangeDateTime: '2026-03-04T16:00:00Z',
    ReasonCode: '12',
    ChangeReasonMemo: 'Arrived 10 minutes after the call: traffic',
    ...overrides,
  };
}
