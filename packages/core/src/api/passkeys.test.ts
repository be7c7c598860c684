import { describe, expect, it } from 'vitest';
import { lookupMessage } from '../messages/format.ts';
import {
  PASSKEY_DEVICE_NAME_MAX,
  passkey,
  passkeyRefusalCodes,
  passkeyRefusalMessage,
  passkeyRegistrationRequest,
} from './passkeys.ts';

describe('the passkey contract (issue 35)', () => {
  it('gives each refusal code a catalog message', () => {
    for (const code of passkeyRefusalCodes) expect(lookupMessage(passkeyRefusalMessage[code])).toBeTruthy();
  });

  it('takes a device name of 1 to 100 characters, trimmed, and nothing else beside the response', () => {
    const request = (deviceName: string) =>
      passkeyRegistrationRequest.safeParse({ response: {}, deviceName });
    expect(request('  Chrome on Android ').data?.deviceName).toBe('Chrome on Android');
    expect(request('x'.repeat(PASSKEY_DEVICE_NAME_MAX)).success).toBe(true);
    expect(request('x'.repeat(PASSKEY_DEVICE_NAME_MAX + 1)).success).toBe(false);
    expect(request('   ').success).toBe(false);
    expect(passkeyRegistrationRequest.safeParse({ response: {}, deviceName: 'a', userId: 1 }).success).toBe(
      false,
    );
  });

  it('describes a passkey as the list shows it', () => {
    const parsed = passkey.safeParse({
      passkeyId: 1,
      credentialId: 'AbC-_1',
      deviceName: 'iPhone',
      createdDate: '2026-03-10T15:00:00.000Z',
      lastUsedDate: null,
    });
    expect(parsed.success).toBe(true);
  });
});
