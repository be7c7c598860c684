import { BASIC, type TestServer } from './harness.ts';
import type { SoftAuthenticator, Tampering } from './soft-authenticator.ts';

/** The two host kinds' pages, as the tests' server configuration lists them (WEBAUTHN_ORIGINS). */
export const EVV_ORIGIN = 'http://evv.localhost:8080';
export const MOBILE_ORIGIN = 'http://mobile.localhost:8080';

export const webauthnSettings = {
  webauthn: { rpName: 'CareVisit', rpId: undefined, origins: [EVV_ORIGIN, MOBILE_ORIGIN] },
};

export interface Reply {
  status: number;
  body: any;
}

/** Passkey calls as a page on `origin` makes them (browsers send Origin with every POST and DELETE). */
export function passkeyCalls(server: TestServer, origin = EVV_ORIGIN) {
  const call = async (
    method: string,
    path: string,
    options: { body?: unknown; token?: string; authorization?: string; origin?: string | null } = {},
  ): Promise<Reply> => {
    const headers: Record<string, string> = {};
    const from = options.origin === undefined ? origin : options.origin;
    if (from !== null) headers.origin = from;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.authorization) headers.authorization = options.authorization;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(server.baseUrl + path, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  const calls = {
    call,
    registrationOptions: (token: string) =>
      call('POST', '/evv/passkeys/registration/options', { token, body: {} }),
    register: (token: string, response: unknown, deviceName = 'Chrome on Android') =>
      call('POST', '/evv/passkeys', { token, body: { response, deviceName } }),
    list: (token: string) => call('GET', '/evv/passkeys', { token }),
    remove: (token: string, passkeyId: number) => call('DELETE', `/evv/passkeys/${passkeyId}`, { token }),
    loginOptions: () => call('POST', '/evv/authorization/passkey/options', { body: {} }),
    token: (body: unknown, authorization = BASIC) =>
      call('POST', '/evv/authorization/passkey/token', { body, authorization }),

    /** A passkey made on the authenticator and registered for the signed-in user; answers its passkeyId. */
    async addPasskey(token: string, authenticator: SoftAuthenticator, tampering: Tampering = {}) {
      const options = await calls.registrationOptions(token);
      if (options.status !== 200) throw new Error(`options: ${JSON.stringify(options.body)}`);
      const registered = await calls.register(token, authenticator.create(options.body.options, tampering));
      return registered;
    },

    /** A sign-in ceremony's token call body: fresh options, the authenticator's answer. */
    async assertion(
      authenticator: SoftAuthenticator,
      tampering: Tampering = {},
      credential = authenticator.credentials[0],
    ) {
      const options = await calls.loginOptions();
      if (options.status !== 200) throw new Error(`options: ${JSON.stringify(options.body)}`);
      const { challengeId } = options.body;
      return { challengeId, response: authenticator.get(options.body.options, credential, tampering) };
    },

    /** Signs in with the authenticator's first passkey. */
    async signIn(authenticator: SoftAuthenticator, tampering: Tampering = {}) {
      return calls.token(await calls.assertion(authenticator, tampering));
    },
  };
  return calls;
}
