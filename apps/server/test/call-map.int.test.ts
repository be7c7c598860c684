import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callNames, callPath, calls, type CallName } from '@carevisit/core';
import { captureLog, startTestServer, type TestServer } from './harness.ts';

// Issue 33 item 1: every call of core's map is a route of the server, registered from the map: each refuses a
// caller without a token (but the one asked before sign-in), parses its request with the map's schema, and
// answers what the map's reply schema reads; a coded refusal carries a code its call lists.

const log = captureLog();
let server: TestServer;
let alice: string;
beforeAll(async () => {
  server = await startTestServer({}, { logStream: log.stream });
  alice = await server.login('alice');
});
afterAll(() => server.close());

/** Path parameters that name something the caller may ask for, or at least a well-formed something. */
const SAMPLE_PARAMS: Partial<Record<CallName, Record<string, string>>> = {
  readTable: { table: 'staff' },
  changePassword: { id: '1' },
  removePasskey: { passkeyId: '999999' },
  searchAddresses: { '*': '12%20Haddon.json' },
};

async function ask(name: CallName, options: { token?: string; body?: unknown } = {}) {
  const { method } = calls[name];
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const sendsBody = method === 'POST' || method === 'PUT';
  if (sendsBody) headers['content-type'] = 'application/json';
  const path = callPath(name, (SAMPLE_PARAMS[name] ?? {}) as never);
  const response = await fetch(server.baseUrl + path, {
    method,
    headers,
    body: sendsBody ? JSON.stringify(options.body ?? {}) : null,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe('the map of calls (issue 33 item 1)', () => {
  it('is what the server answers: every call is a route with its method and path', () => {
    expect(callNames.length).toBeGreaterThanOrEqual(20);
    for (const name of callNames) {
      const { method, path } = calls[name];
      expect({ name, registered: server.app.hasRoute({ method, url: path }) }).toEqual({
        name,
        registered: true,
      });
    }
  });

  it('refuses every signed-in call without a token, before reading anything else, with a worded refusal', async () => {
    for (const name of callNames.filter((each) => calls[each].access === 'signedIn')) {
      const reply = await ask(name, { body: { unknownField: true } });
      expect({ name, status: reply.status }).toEqual({ name, status: 401 });
      const [entry] = reply.body!.errors as { key?: string; message?: string }[];
      expect(entry).toMatchObject({ key: expect.any(String), message: expect.any(String) });
    }
  });

  it('answers the call made before sign-in without a token', async () => {
    const reply = await ask('passkeySignInOptions');
    expect(reply.status).not.toBe(401);
  });

  it('refuses a request its schema does not take with a 400 and each issue worded, for every call with a body', async () => {
    const withBody = callNames.filter((name) => ['POST', 'PUT'].includes(calls[name].method));
    for (const name of withBody.filter((each) => calls[each].access === 'signedIn')) {
      const reply = await ask(name, { token: alice, body: { unknownField: true } });
      expect({ name, status: reply.status }).toEqual({ name, status: 400 });
      for (const entry of reply.body!.errors as { key?: string }[]) {
        expect(entry.key).toMatch(/^server\.(fieldIssue|requestIssue)$/);
      }
    }
  });

  it("answers with what the map's reply schema reads", async () => {
    const asked: [CallName, unknown?][] = [
      ['currentUser'],
      ['readOfflinePin'],
      ['readSignature'],
      ['readSecurityRule'],
      ['readTable', {}],
      ['listPasskeys'],
      ['searchAddresses'],
    ];
    for (const [name, body] of asked) {
      const reply = await ask(name, { token: alice, body });
      expect({ name, status: reply.status }).toEqual({ name, status: 200 });
      const parsed = calls[name].reply.safeParse(reply.body);
      expect({ name, issues: parsed.error?.issues ?? [] }).toEqual({ name, issues: [] });
    }
  });

  it('refuses with the codes the map lists for the call, each worded by its key and parameters', async () => {
    const staffId = String(server.fixture.staff.alice.staffId);
    SAMPLE_PARAMS.changePassword = { id: staffId };
    const refused: [CallName, unknown, number][] = [
      // No Origin header: no relying party to make or use a passkey for.
      ['passkeyRegistrationOptions', {}, 400],
      ['passkeySignInOptions', {}, 400],
      ['registerPasskey', { response: { id: 'x' }, deviceName: 'Phone' }, 400],
      [
        'changePassword',
        { username: 'alice', oldPassword: 'wrong-password', newPassword: 'Another-Password-1' },
        400,
      ],
    ];
    for (const [name, body, status] of refused) {
      const reply = await ask(name, { token: alice, body });
      expect({ name, status: reply.status }).toEqual({ name, status });
      const [entry] = reply.body!.errors as { code?: string; key?: string; params?: object }[];
      expect(entry).toMatchObject({ key: expect.any(String), params: expect.any(Object) });
      expect({ name, listed: (calls[name].refusals as readonly string[]).includes(entry!.code!) }).toEqual({
        name,
        listed: true,
      });
    }
    expect(log.lines.filter((line) => line.includes('map of calls does not list'))).toEqual([]);
  });
});
