// What the simulator remembers between batches: clients and employees sent first (else exceptions 0 and 1), a
// SequenceID strictly increasing per record (a repeat is a duplicate, counted in _sim/received), calls that
// never change after they were accepted.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './simulator-harness.ts';
import { call, client, employee, visit } from './records.ts';

let sim: Harness;
beforeEach(async () => {
  sim = await startHarness();
});
afterEach(() => sim.close());

const sendParties = async () => {
  await sim.send('clients', [client()]);
  await sim.send('employees', [employee()]);
};

describe('clients and employees before visits', () => {
  it('rejects a visit of an unknown client or employee with exceptions 0 and 1', async () => {
    const [result] = await sim.send('visits', [visit()]);
    expect(result).toEqual({
      VisitOtherID: 'V-1',
      SequenceID: '20260304153100',
      Result: 'Rejected',
      Exceptions: [
        { ExceptionID: '0', ExceptionDescription: 'Unknown Client' },
        { ExceptionID: '1', ExceptionDescription: 'Unknown Employee' },
      ],
      FieldErrors: [],
    });
    await sim.send('clients', [client()]);
    const [onlyEmployee] = await sim.send('visits', [visit({ SequenceID: '20260304153200' })]);
    expect(onlyEmployee.Exceptions).toEqual([{ ExceptionID: '1', ExceptionDescription: 'Unknown Employee' }]);
    await sim.send('employees', [employee()]);
    const [accepted] = await sim.send('visits', [visit({ SequenceID: '20260304153300' })]);
    expect(accepted).toMatchObject({ Result: 'Accepted', Exceptions: [], FieldErrors: [] });
  });

  it('knows clients per provider, and not from a client record that was rejected', async () => {
    await sim.send('employees', [employee()]);
    const [rejectedClient] = await sim.send('clients', [client({ ClientID: 'x'.repeat(65) })]);
    expect(rejectedClient.FieldErrors).toEqual([
      { Field: 'ClientID', Message: 'is 65 characters long; at most 64 are allowed' },
    ]);
    await sim.send('clients', [
      client({ ProviderIdentification: { ProviderQualifier: 'MedicaidID', ProviderID: '999999999' } }),
    ]);
    const [result] = await sim.send('visits', [visit()]);
    expect(result.Exceptions.map((exception: any) => exception.ExceptionID)).toEqual(['0']);
  });

  it('checks an employee record on the fields it shares with the visit', async () => {
    const [result] = await sim.send('employees', [
      employee({ EmployeeQualifier: 'EmployeeID', EmployeeIdentifier: '' }),
    ]);
    expect(result.FieldErrors.map((error: any) => error.Field)).toEqual([
      'EmployeeIdentifier',
      'EmployeeQualifier',
    ]);
  });

  it('maps the other failures to the exceptions of the table and field errors', async () => {
    await sendParties();
    const [result] = await sim.send('visits', [
      visit({ ProcedureCode: undefined, Calls: [call('Time Out')], PayerID: 'CTXX' }),
    ]);
    expect(result.Exceptions).toEqual([
      { ExceptionID: '3', ExceptionDescription: 'Visits Without In-Calls' },
      { ExceptionID: '23', ExceptionDescription: 'Missing Service' },
    ]);
    expect(result.FieldErrors).toEqual([
      { Field: 'PayerID', Message: '"CTXX" is not one of CTDSS, CTHH, CTMHW' },
    ]);
  });
});

describe('SequenceID', () => {
  it('accepts a visit once per SequenceID; the same one again is a duplicate, a lower one rejected', async () => {
    await sendParties();
    expect((await sim.send('visits', [visit()]))[0].Result).toBe('Accepted');
    const [again] = await sim.send('visits', [visit()]);
    expect(again).toMatchObject({
      Result: 'Rejected',
      FieldErrors: [
        { Field: 'SequenceID', Message: '20260304153100 was received before for this record (duplicate)' },
      ],
    });
    const [lower] = await sim.send('visits', [visit({ SequenceID: '20260304150000' })]);
    expect(lower.FieldErrors).toEqual([
      {
        Field: 'SequenceID',
        Message: 'must be higher than 20260304153100, the highest received for this record',
      },
    ]);
    const [higher] = await sim.send('visits', [visit({ SequenceID: '20260304160000', Calls: undefined })]);
    expect(higher.Result).toBe('Accepted');

    const received = (await sim.received()).filter((record) => record.kind === 'visits');
    expect(
      received.map((record) => [record.key, record.SequenceID, record.result, record.duplicate]),
    ).toEqual([
      ['V-1', '20260304153100', 'Accepted', false],
      ['V-1', '20260304153100', 'Rejected', true],
      ['V-1', '20260304150000', 'Rejected', false],
      ['V-1', '20260304160000', 'Accepted', false],
    ]);
    expect(received[0]).toMatchObject({ ProviderID: '004455667', transactionId: expect.any(String) });
  });

  it('wants a higher SequenceID after a rejection too, and orders records within one batch', async () => {
    await sendParties();
    const results = await sim.send('visits', [
      visit({ SequenceID: '5', PayerID: 'CTXX' }),
      visit({ SequenceID: '5' }),
      visit({ SequenceID: '6' }),
      visit({ VisitOtherID: 'V-2', SequenceID: '1' }),
    ]);
    expect(results.map((result) => result.Result)).toEqual(['Rejected', 'Rejected', 'Accepted', 'Accepted']);
    // Compared as numbers, not as text: 10 is after 9.
    expect((await sim.send('visits', [visit({ SequenceID: '9', Calls: undefined })]))[0].Result).toBe(
      'Accepted',
    );
    expect((await sim.send('visits', [visit({ SequenceID: '10', Calls: undefined })]))[0].Result).toBe(
      'Accepted',
    );
  });

  it('rejects an update whose calls differ from the accepted ones', async () => {
    await sendParties();
    await sim.send('visits', [visit()]);
    const [moved] = await sim.send('visits', [
      visit({
        SequenceID: '20260304160000',
        Calls: [call('Time In', { CallLatitude: 40.3 }), call('Time Out')],
      }),
    ]);
    expect(moved.FieldErrors).toEqual([
      {
        Field: 'Calls[0]',
        Message: 'differs from the call accepted before: calls never change after submission',
      },
    ]);
  });
});
