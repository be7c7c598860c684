import { startTestServer } from './harness.ts';

/** The server of a read test, with alice (organization A) and bob (organization B) logged in. */
export async function startReadServer() {
  const server = await startTestServer();
  const alice = await server.login('alice');
  const bob = await server.login('bob');
  return { server, alice, bob };
}
