import { describe, expect, it } from 'vitest';
import { readinessProblem } from './readiness-problem.ts';
import { latestSubmission, visitStanding } from './visit-standing.ts';

type Send = Parameters<typeof visitStanding>[1][number];
const send = (sequenceId: string, status: Send['status'], extra: Partial<Send> = {}): Send => ({
  sequenceId,
  status,
  problems: [],
  exceptions: [],
  ...extra,
});
const noMedicaidId = readinessProblem('clientMedicaidIdMissing');

describe('where a verified visit stands with the payer', () => {
  it('before the server has it: the device check decides between Needs attention and Ready to send', () => {
    expect(visitStanding([noMedicaidId], [])).toEqual({
      status: 'needs_attention',
      problems: [noMedicaidId],
      reasons: [],
    });
    expect(visitStanding([], []).status).toBe('ready');
  });

  it('is the latest send by SequenceID, compared as a number and not as text', () => {
    const sends = [send('99', 'rejected'), send('100', 'accepted')];
    expect(latestSubmission(sends)?.sequenceId).toBe('100');
    expect(visitStanding([], sends).status).toBe('accepted');
    expect(visitStanding([], [send('100', 'unanswered'), send('101', 'sent')]).status).toBe('sent');
  });

  it('a rejected send says the reason in plain words', () => {
    const standing = visitStanding(
      [],
      [send('7', 'rejected', { exceptions: [{ id: '0', description: 'x' }] })],
    );
    expect(standing).toEqual({
      status: 'rejected',
      problems: [],
      reasons: [{ key: 'evvException.unknownClient' }],
    });
  });

  it('a visit the server holds for what its check found needs attention, with the server codes', () => {
    const standing = visitStanding([], [send('7', 'queued', { problems: ['memoTooLong'] })]);
    expect(standing.status).toBe('needs_attention');
    expect(standing.problems[0]?.sentence).toEqual({ key: 'evvReadiness.memoTooLong', params: { max: 256 } });
  });

  it('a queued visit waiting on a refused client is rejected with the client reason', () => {
    const standing = visitStanding(
      [],
      [send('7', 'queued', { exceptions: [{ id: '1', description: 'x' }] })],
    );
    expect(standing.status).toBe('rejected');
    expect(standing.reasons).toEqual([{ key: 'evvException.unknownEmployee' }]);
  });

  it('a visit held for a client the state does not know says so once, though the client record said it too', () => {
    const standing = visitStanding(
      [],
      [
        send('7', 'queued', {
          exceptions: [
            {
              id: '0',
              description: 'Unknown Client: the aggregator refused the client record this visit names.',
            },
            {
              id: '0',
              description: "Unknown Client: the state's Medicaid eligibility file (MMIS) holds no...",
            },
            { id: 'field', description: 'ClientOtherID is required' },
            { id: 'field', description: 'ClientOtherID is required' },
          ],
        }),
      ],
    );
    expect(standing).toEqual({
      status: 'rejected',
      problems: [],
      reasons: [
        { key: 'evvException.unknownClient' },
        { key: 'evvException.record', params: { detail: 'ClientOtherID is required' } },
      ],
    });
  });

  it('a queued visit the server has not checked yet: the device check speaks for it', () => {
    expect(visitStanding([noMedicaidId], [send('7', 'queued')]).status).toBe('needs_attention');
    expect(visitStanding([], [send('7', 'queued')]).status).toBe('ready');
    expect(visitStanding([], [send('7', 'sending')]).status).toBe('sent');
  });
});
