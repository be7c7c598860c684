// Each rule of the field table as the simulator checks a visit: fields, lengths, code lists, UTC times, the call
// conditions, the time rules, VisitChanges and ChangeReasonMemo, and the exceptions 3, 4 and 23.
import { describe, expect, it } from 'vitest';
import { checkVisit, type AcceptedCalls } from '../src/check-visit.ts';
import { readFieldTable } from '../src/field-table.ts';
import { call, change, visit } from './records.ts';

const table = readFieldTable();
const check = (record: Record<string, unknown>, previous?: AcceptedCalls) =>
  checkVisit(record, table, previous);
const fields = (record: Record<string, unknown>, previous?: AcceptedCalls) =>
  check(record, previous).fieldErrors.map((error) => error.Field);

describe('the field table as read from fixtures/evv', () => {
  it('spells out Modifier1..Modifier4 and finds the reason codes that need a memo', () => {
    expect(table.general.filter((rule) => rule.name.startsWith('Modifier')).map((rule) => rule.name)).toEqual(
      ['Modifier1', 'Modifier2', 'Modifier3', 'Modifier4'],
    );
    expect([...table.memoReasonCodes]).toEqual(['22']);
    expect(table.exceptions.get('0')).toBe('Unknown Client');
  });
});

describe('a visit record against the field table', () => {
  it('accepts a complete visit with mobile calls', () => {
    expect(check(visit())).toMatchObject({ exceptions: [], fieldErrors: [] });
  });

  it('names a missing required field', () => {
    const record = visit();
    delete record.EmployeeQualifier;
    expect(check(record).fieldErrors).toEqual([{ Field: 'EmployeeQualifier', Message: 'is required' }]);
    expect(fields(visit({ PayerProgram: '' }))).toEqual(['PayerProgram']);
    expect(fields(visit({ ProviderIdentification: undefined }))).toEqual(['ProviderIdentification']);
    expect(fields(visit({ ProviderIdentification: { ProviderQualifier: 'MedicaidID' } }))).toEqual([
      'ProviderIdentification.ProviderID',
    ]);
  });

  it('rejects a field longer than its maximum, and takes one exactly at it', () => {
    expect(check(visit({ EmployeeIdentifier: '1234567890' })).fieldErrors).toEqual([
      { Field: 'EmployeeIdentifier', Message: 'is 10 characters long; at most 9 are allowed' },
    ]);
    expect(fields(visit({ VisitOtherID: 'x'.repeat(50) }))).toEqual([]);
    expect(fields(visit({ VisitOtherID: 'x'.repeat(51) }))).toEqual(['VisitOtherID']);
    expect(fields(visit({ Memo: 'm'.repeat(1025) }))).toEqual(['Memo']);
    expect(fields(visit({ Modifier3: 'U12' }))).toEqual(['Modifier3']);
  });

  it('rejects a code outside its list and a fixed field with another value', () => {
    expect(check(visit({ PayerID: 'NJDHS' })).fieldErrors).toEqual([
      { Field: 'PayerID', Message: '"NJDHS" is not one of CTDSS, CTHH, CTMHW' },
    ]);
    expect(fields(visit({ BillVisit: 'yes' }))).toEqual(['BillVisit']);
    expect(fields(visit({ BillVisit: false }))).toEqual([]);
    expect(fields(visit({ VisitTimeZone: 'America/New_York' }))).toEqual(['VisitTimeZone']);
    expect(fields(visit({ ClientIDQualifier: 'ClientMedicaidID' }))).toEqual(['ClientIDQualifier']);
    expect(fields(visit({ Calls: [call('Time In', { CallAssignment: 'In' }), call('Time Out')] }))).toContain(
      'Calls[0].CallAssignment',
    );
    expect(fields(visit({ Calls: [call('Time In', { VisitLocationType: '3' }), call('Time Out')] }))).toEqual(
      ['Calls[0].VisitLocationType'],
    );
  });

  it('rejects a field the table does not have and a value that is not a single value', () => {
    expect(fields(visit({ ClientMedicaidId: '1' }))).toEqual(['ClientMedicaidId']);
    expect(fields(visit({ PayerProgram: ['CTHCBS'] }))).toEqual(['PayerProgram']);
    expect(fields(visit({ Calls: [call('Time In', { Accuracy: 5 }), call('Time Out')] }))).toEqual([
      'Calls[0].Accuracy',
    ]);
    expect(fields(visit({ Calls: { 0: call('Time In') } }))).toContain('Calls');
  });

  it('checks the tasks and the exception acknowledgements against their rows', () => {
    const tasks = [{ TaskID: '0101', TaskRefused: 'false' }];
    expect(fields(visit({ Tasks: tasks }))).toEqual([]);
    expect(fields(visit({ Tasks: [{ TaskID: '01010' }, { TaskReading: '98.6' }] }))).toEqual([
      'Tasks[0].TaskID',
      'Tasks[1].TaskID',
    ]);
    const acknowledgement = (ExceptionAcknowledged: string) => ({
      VisitExceptionAcknowledgement: [{ ExceptionID: '15', ExceptionAcknowledged }],
    });
    expect(fields(visit(acknowledgement('true')))).toEqual([]);
    expect(fields(visit(acknowledgement('yes')))).toEqual([
      'VisitExceptionAcknowledgement[0].ExceptionAcknowledged',
    ]);
  });

  it('takes only UTC date-times to the second', () => {
    const at = (CallDateTime: string) =>
      visit({ Calls: [call('Time In', { CallDateTime }), call('Time Out')] });
    expect(check(at('2026-03-04T09:00:00-05:00')).fieldErrors).toEqual([
      {
        Field: 'Calls[0].CallDateTime',
        Message:
          '"2026-03-04T09:00:00-05:00" is not a UTC date and time to the second (YYYY-MM-DDTHH:MM:SSZ)',
      },
    ]);
    expect(fields(at('2026-03-04T09:00:00'))).toEqual(['Calls[0].CallDateTime']);
    expect(fields(at('2026-03-04T14:00:00.000Z'))).toEqual(['Calls[0].CallDateTime']);
    expect(fields(at('2026-03-04T14:00Z'))).toEqual(['Calls[0].CallDateTime']);
    expect(fields(at('2026-02-30T14:00:00Z'))).toEqual(['Calls[0].CallDateTime']);
    expect(fields(at('2026-03-04T15:29:59Z'))).toEqual([]);
  });

  it('wants SequenceID a whole number of at most 16 digits', () => {
    expect(fields(visit({ SequenceID: '2026-03-04' }))).toEqual(['SequenceID']);
    expect(fields(visit({ SequenceID: '1'.repeat(17) }))).toEqual(['SequenceID']);
    expect(fields(visit({ SequenceID: 7 }))).toEqual([]);
  });

  it('raises exception 23 for a visit without a procedure code, and 3 and 4 for missing calls', () => {
    expect(check(visit({ ProcedureCode: '' }))).toMatchObject({ exceptions: ['23'], fieldErrors: [] });
    expect(check(visit({ Calls: [call('Time Out')] })).exceptions).toEqual(['3']);
    expect(check(visit({ Calls: [call('Time In')] })).exceptions).toEqual(['4']);
    expect(check(visit({ Calls: [] })).exceptions).toEqual(['3', '4']);
  });

  it('takes adjusted times in place of a missing call, with a change entry and its memo', () => {
    const noOutCall = { Calls: [call('Time In')], AdjOutDateTime: '2026-03-04T15:00:00Z' };
    expect(check(visit({ ...noOutCall, VisitChanges: [change({ ReasonCode: '04' })] }))).toMatchObject({
      exceptions: [],
      fieldErrors: [],
    });
    expect(fields(visit(noOutCall))).toEqual(['VisitChanges']);
    expect(
      check(visit({ ...noOutCall, VisitChanges: [change({ ChangeReasonMemo: undefined })] })).fieldErrors,
    ).toEqual([
      { Field: 'VisitChanges[0].ChangeReasonMemo', Message: 'is required when the visit has adjusted times' },
    ]);
  });

  it('applies the time rules: out after in, for calls and adjusted times alike', () => {
    const changes = { VisitChanges: [change()] };
    const calls = (inAt: string, outAt: string) => [
      call('Time In', { CallDateTime: inAt }),
      call('Time Out', { CallDateTime: outAt }),
    ];
    expect(fields(visit({ Calls: calls('2026-03-04T15:00:00Z', '2026-03-04T15:00:00Z') }))).toEqual([
      'Calls',
    ]);
    // A visit may cross calendar days.
    expect(fields(visit({ Calls: calls('2026-03-04T23:00:00Z', '2026-03-05T01:00:00Z') }))).toEqual([]);
    const adjusted = (AdjInDateTime?: string, AdjOutDateTime?: string) =>
      fields(visit({ AdjInDateTime, AdjOutDateTime, ...changes }));
    expect(adjusted('2026-03-04T14:10:00Z', '2026-03-04T14:10:00Z')).toEqual(['AdjOutDateTime']);
    expect(adjusted('2026-03-04T14:10:00Z', '2026-03-04T15:00:00Z')).toEqual([]);
    expect(adjusted(undefined, '2026-03-04T14:00:00Z')).toEqual(['AdjOutDateTime']);
    expect(adjusted('2026-03-04T15:30:00Z', undefined)).toEqual(['AdjInDateTime']);
    expect(adjusted('2026-03-04T15:29:59Z', undefined)).toEqual([]);
  });

  it('checks reason codes, and the memo for Other and for Manual calls', () => {
    expect(
      check(visit({ AdjInDateTime: '2026-03-04T14:10:00Z', VisitChanges: [change({ ReasonCode: '99' })] }))
        .fieldErrors,
    ).toEqual([{ Field: 'VisitChanges[0].ReasonCode', Message: '"99" is not one of the reason codes' }]);
    const other = [change({ ReasonCode: '22', ChangeReasonMemo: '' })];
    expect(check(visit({ VisitChanges: other })).fieldErrors).toEqual([
      {
        Field: 'VisitChanges[0].ChangeReasonMemo',
        Message: 'is required for reason code 22 (Other; Documentation Provided)',
      },
    ]);
    expect(
      fields(visit({ VisitChanges: [change({ ReasonCode: '05', ChangeReasonMemo: undefined })] })),
    ).toEqual([]);
    const manual = [
      call('Time In', {
        CallType: 'Manual',
        MobileLogin: undefined,
        CallLatitude: undefined,
        CallLongitude: undefined,
      }),
      call('Time Out'),
    ];
    expect(fields(visit({ Calls: manual }))).toEqual(['VisitChanges']);
    expect(fields(visit({ Calls: manual, VisitChanges: [change({ ChangeReasonMemo: undefined })] }))).toEqual(
      ['VisitChanges[0].ChangeReasonMemo'],
    );
    expect(fields(visit({ Calls: manual, VisitChanges: [change()] }))).toEqual([]);
    expect(fields(visit({ VisitChanges: [change({ ChangeReasonMemo: 'm'.repeat(257) })] }))).toEqual([
      'VisitChanges[0].ChangeReasonMemo',
    ]);
    expect(fields(visit({ VisitChanges: [change({ ResolutionCode: 'A' })] }))).toEqual([
      'VisitChanges[0].ResolutionCode',
    ]);
  });

  it('applies the call conditions: Mobile has GPS and a login, Telephony a PIN and phone, GPS means Mobile', () => {
    expect(
      fields(
        visit({ Calls: [call('Time In', { CallLatitude: undefined, MobileLogin: '' }), call('Time Out')] }),
      ),
    ).toEqual(['Calls[0].MobileLogin', 'Calls[0].CallLatitude']);
    expect(fields(visit({ Calls: [call('Time In', { CallLatitude: 91 }), call('Time Out')] }))).toEqual([
      'Calls[0].CallLatitude',
    ]);
    expect(fields(visit({ Calls: [call('Time In', { CallLongitude: 'west' }), call('Time Out')] }))).toEqual([
      'Calls[0].CallLongitude',
    ]);
    const telephony = call('Time In', {
      CallType: 'Telephony',
      MobileLogin: undefined,
      CallLatitude: undefined,
      CallLongitude: undefined,
    });
    expect(fields(visit({ Calls: [telephony, call('Time Out')] }))).toEqual([
      'Calls[0].TelephonyPIN',
      'Calls[0].OriginatingPhoneNumber',
    ]);
    expect(
      fields(
        visit({
          Calls: [
            { ...telephony, TelephonyPIN: '1234', OriginatingPhoneNumber: '8605550100' },
            call('Time Out'),
          ],
        }),
      ),
    ).toEqual([]);
    expect(
      fields(
        visit({
          Calls: [
            call('Time In', {
              CallType: 'Telephony',
              TelephonyPIN: '1',
              OriginatingPhoneNumber: '8605550100',
            }),
            call('Time Out'),
          ],
        }),
      ),
    ).toEqual(['Calls[0].CallType']);
  });

  it('allows a later update without calls or with the same calls, never with changed ones', () => {
    const first = check(visit());
    expect(fields(visit({ Calls: undefined, SequenceID: '20260304160000' }), first.calls)).toEqual([]);
    expect(fields(visit(), first.calls)).toEqual([]);
    const moved = [call('Time In', { CallDateTime: '2026-03-04T13:00:00Z' }), call('Time Out')];
    expect(fields(visit({ Calls: moved }), first.calls)).toEqual(['Calls[0]']);
    // Without the earlier calls, an update with none has no in or out call at all.
    expect(check(visit({ Calls: undefined })).exceptions).toEqual(['3', '4']);
  });

  it('takes a cancelled future visit without calls, and no cancellation of a visit with calls', () => {
    expect(check(visit({ Calls: [], VisitCancelledIndicator: 'true' }))).toMatchObject({
      exceptions: [],
      fieldErrors: [],
    });
    expect(fields(visit({ VisitCancelledIndicator: 'true' }))).toEqual(['VisitCancelledIndicator']);
  });
});
