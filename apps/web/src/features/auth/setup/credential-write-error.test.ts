import { describe, expect, it } from 'vitest';
import { RequestRejectedError, SyncPausedError, TransientError } from '../../../data/index.ts';
import { credentialWriteProblem } from './credential-write-error.ts';

describe('credentialWriteProblem', () => {
  it("puts the server's refusal of the value beside the field, in its words", () => {
    const refusals = [
      {
        key: 'signature.requirementsNotMet',
        params: {},
        message: 'Error: The signature entered does not meet the requirements.',
      },
    ];
    expect(credentialWriteProblem(new RequestRejectedError(400, refusals))).toEqual({
      kind: 'field',
      message: { refused: refusals },
    });
  });

  it('says the device is offline when the network fails (spec 1 §8 Network connection error)', () => {
    expect(credentialWriteProblem(new TransientError('network'))).toEqual({
      kind: 'dialog',
      dialog: { title: 'login.networkConnectionErrorTitle', message: { key: 'login.deviceOffline' } },
    });
  });

  it('asks to sign in again when the session can no longer be renewed', () => {
    expect(credentialWriteProblem(new SyncPausedError('refreshFailed'))).toEqual({
      kind: 'dialog',
      dialog: { title: 'setupScreen.sessionExpiredTitle', message: { key: 'setupScreen.sessionExpired' } },
    });
  });

  it('shows the service response error for anything else (spec 1 §8)', () => {
    const serviceError = {
      kind: 'dialog',
      dialog: { title: 'login.serviceResponseErrorTitle', message: { key: 'login.serviceResponseError' } },
    };
    expect(credentialWriteProblem(new TransientError('server', 503))).toEqual(serviceError);
    expect(credentialWriteProblem(new RequestRejectedError(403, [{ message: 'Forbidden' }]))).toEqual(
      serviceError,
    );
    expect(credentialWriteProblem(new RequestRejectedError(400, []))).toEqual(serviceError);
    expect(credentialWriteProblem(new Error('odd'))).toEqual(serviceError);
  });
});
