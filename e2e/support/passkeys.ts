import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { passkeys, users } from '../../apps/server/src/db/schema/index.ts';
import type { CareVisitServer } from './server.ts';

// Issue 35: passkeys in Chromium through a CDP virtual authenticator (the platform's own, "internal"), and
// what the page made of them, seen from the outside.

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

/**
 * A platform authenticator with user verification (a fingerprint that always matches) and resident keys;
 * `prf: false` is one without the PRF extension (some Android password managers, Windows Hello).
 */
export async function addPlatformAuthenticator(
  page: Page,
  { prf }: { prf: boolean },
): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: prf,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

export async function credentialCount(authenticator: VirtualAuthenticator): Promise<number> {
  return (await credentialIds(authenticator)).length;
}

/** The credential ids the authenticator holds, base64url as the app and the server write them. */
export async function credentialIds({ cdp, authenticatorId }: VirtualAuthenticator): Promise<string[]> {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  return credentials.map((credential) =>
    Buffer.from(credential.credentialId, 'base64').toString('base64url'),
  );
}

/** What the page was given that must never be stored or sent: PRF outputs and the raw data keys it wrapped. */
export interface PageSecrets {
  /** Hex of every PRF output an authenticator gave the page. */
  prfOutputs: string[];
  /** Hex of every extractable key the page wrapped (the data key, for the keyring and the kept session). */
  wrappedKeys: string[];
  /** How many create() and get() ceremonies the page ran. */
  creates: number;
  gets: number;
}

/**
 * Watches every page of the context from its first script: navigator.credentials.create and get (their PRF
 * results), and SubtleCrypto.wrapKey (the key being wrapped, exported first). The values leave the page through
 * a binding, never through the page's own storage, which the scan reads. `stripPrfAtCreate` hides a PRF result
 * of create() as Chrome's, Apple's and Google's own authenticators do (enabled only), so the app must ask get().
 */
export async function watchPageSecrets(
  context: BrowserContext,
  options: { stripPrfAtCreate?: boolean } = {},
): Promise<PageSecrets> {
  const secrets: PageSecrets = { prfOutputs: [], wrappedKeys: [], creates: 0, gets: 0 };
  await context.exposeBinding('__carevisitTestNote', (_source, kind: string, hex: string) => {
    if (kind === 'prf' && !secrets.prfOutputs.includes(hex)) secrets.prfOutputs.push(hex);
    if (kind === 'key' && !secrets.wrappedKeys.includes(hex)) secrets.wrappedKeys.push(hex);
    if (kind === 'create') secrets.creates++;
    if (kind === 'get') secrets.gets++;
  });
  await context.addInitScript((strip: boolean) => {
    type Note = (kind: string, hex: string) => void;
    const note = (kind: string, bytes?: BufferSource) => {
      const view = !bytes
        ? new Uint8Array()
        : bytes instanceof ArrayBuffer
          ? new Uint8Array(bytes)
          : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const hex = Array.from(view, (byte) => byte.toString(16).padStart(2, '0')).join('');
      void (window as unknown as { __carevisitTestNote: Note }).__carevisitTestNote(kind, hex);
    };
    const prfOf = (credential: Credential | null) =>
      (credential as PublicKeyCredential | null)?.getClientExtensionResults().prf?.results?.first;
    // The page's only instances: the methods are bound to them and replaced on them.
    const container = navigator.credentials;
    const create = container.create.bind(container);
    container.create = async (request?: CredentialCreationOptions) => {
      note('create');
      const credential = await create(request);
      const first = prfOf(credential);
      if (first) note('prf', first);
      if (strip && credential) {
        const own = (credential as PublicKeyCredential).getClientExtensionResults.bind(credential);
        Object.defineProperty(credential, 'getClientExtensionResults', {
          value: () => {
            const results = own();
            return results.prf ? { ...results, prf: { enabled: true } } : results;
          },
        });
      }
      return credential;
    };
    const get = container.get.bind(container);
    container.get = async (request?: CredentialRequestOptions) => {
      note('get');
      const credential = await get(request);
      const first = prfOf(credential);
      if (first) note('prf', first);
      return credential;
    };
    const subtle = crypto.subtle;
    const wrapKey = subtle.wrapKey.bind(subtle);
    const exportKey = subtle.exportKey.bind(subtle);
    subtle.wrapKey = async (...args: Parameters<SubtleCrypto['wrapKey']>) => {
      const key = args[1];
      if (key.extractable) note('key', await exportKey('raw', key));
      return wrapKey(...args);
    };
  }, options.stripPrfAtCreate ?? false);
  return secrets;
}

/** A secret's forms a careless store might take: hex, base64, base64url, and its bytes as they are. */
export function formsOf(hex: string): string[] {
  const bytes = Buffer.from(hex, 'hex');
  return [
    hex,
    bytes.toString('base64').replace(/=+$/, ''),
    bytes.toString('base64url'),
    bytes.toString('latin1'),
  ];
}

/** The user's passkeys at the server, taken away so every test starts with none. */
export async function removeServerPasskeys(server: CareVisitServer, username: string): Promise<void> {
  const { db } = server.database;
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (user) await db.delete(passkeys).where(eq(passkeys.userId, user.id));
}
