import { describe, expect, it } from 'vitest';
import { originsOf, passkeysOnHost, relyingPartyOf, webAuthnSettings } from './relying-party.ts';

// Issue 35: WEBAUTHN_RP_ID, WEBAUTHN_RP_NAME and WEBAUTHN_ORIGINS, and which relying party a page belongs to.
describe('WebAuthn settings', () => {
  it('serve npm start by default: localhost and both host kinds, each its own relying party', () => {
    const settings = webAuthnSettings({}, 8080);
    expect(settings).toEqual({
      rpName: 'CareVisit',
      rpId: undefined,
      origins: ['http://localhost:8080', 'http://evv.localhost:8080', 'http://mobile.localhost:8080'],
    });
    expect(relyingPartyOf(settings, 'http://evv.localhost:8080')).toBe('evv.localhost');
    expect(relyingPartyOf(settings, 'http://mobile.localhost:8080')).toBe('mobile.localhost');
    expect(relyingPartyOf(settings, 'http://127.0.0.1:8080')).toBeUndefined();
    expect(relyingPartyOf(settings, undefined)).toBeUndefined();
    expect(webAuthnSettings({}, 80).origins[0]).toBe('http://localhost');
  });

  it('let one relying party serve several hosts under it', () => {
    const settings = webAuthnSettings(
      {
        WEBAUTHN_RP_ID: 'Care.Example.org',
        WEBAUTHN_RP_NAME: 'Acme Care',
        WEBAUTHN_ORIGINS: 'https://evv.care.example.org, https://mobile.care.example.org/',
      },
      8080,
    );
    expect(settings).toEqual({
      rpName: 'Acme Care',
      rpId: 'care.example.org',
      origins: ['https://evv.care.example.org', 'https://mobile.care.example.org'],
    });
    expect(relyingPartyOf(settings, 'https://mobile.care.example.org')).toBe('care.example.org');
    expect(originsOf(settings, 'care.example.org')).toEqual(settings.origins);
    expect(passkeysOnHost(settings, 'evv.care.example.org')).toBe(true);
    expect(passkeysOnHost(settings, 'evv.care.example.org:8443')).toBe(false);
    expect(passkeysOnHost(settings, undefined)).toBe(false);
  });

  it('turn passkeys off with none', () => {
    expect(webAuthnSettings({ WEBAUTHN_ORIGINS: 'none' }, 8080).origins).toEqual([]);
  });

  it('refuse at start-up what browsers would refuse later', () => {
    const refused = (env: Record<string, string>) => () => webAuthnSettings(env, 8080);
    expect(refused({ WEBAUTHN_ORIGINS: 'http://127.0.0.1:8080' })).toThrow(/IP address/);
    expect(refused({ WEBAUTHN_ORIGINS: 'http://[::1]:8080' })).toThrow(/IP address/);
    expect(refused({ WEBAUTHN_ORIGINS: 'http://care.example.org' })).toThrow(/https/);
    expect(refused({ WEBAUTHN_ORIGINS: 'https://care.example.org/app' })).toThrow(/origins/);
    expect(refused({ WEBAUTHN_ORIGINS: 'evv.localhost:8080' })).toThrow(/origins/);
    expect(refused({ WEBAUTHN_RP_ID: '10.0.0.1' })).toThrow(/domain name/);
    expect(refused({ WEBAUTHN_RP_ID: 'example.org', WEBAUTHN_ORIGINS: 'https://care.example.com' })).toThrow(
      /not on WEBAUTHN_RP_ID/,
    );
    // Browsers refuse `localhost` as the relying party of evv.localhost.
    expect(refused({ WEBAUTHN_RP_ID: 'localhost' })).toThrow(/serves localhost only/);
    expect(
      webAuthnSettings({ WEBAUTHN_RP_ID: 'localhost', WEBAUTHN_ORIGINS: 'http://localhost:8080' }, 8080).rpId,
    ).toBe('localhost');
  });
});
