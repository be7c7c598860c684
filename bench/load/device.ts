import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { DeviceUser } from './seed.ts';
import type { Sample } from './stats.ts';

const BASIC = `Basic ${Buffer.from('carevisit-web:carevisit-web-secret').toString('base64')}`;
/** What a first sync reads before the screens open (a subset of core's readTables, in the sync's order). */
const FIRST_SYNC = [
  'organization',
  'qsisecurityrule',
  'staff',
  'activity',
  'program',
  'servicelocation',
  'clientprogram',
  'caseload',
  'client',
  'address',
  'appointment',
  'visit',
];
const MAX_PAGES = 50;

export interface DeviceOptions {
  balancer: number;
  /** The loopback address this device connects from: the servers see one address per device. */
  address: string;
  password: string;
  organizationId: number;
  signal: AbortSignal;
  timeoutMs: number;
}

/** What a device's visit writes were answered: appointment id → the visit ids it was told. */
export type VisitAnswers = Map<number, number[]>;

/**
 * One simulated device (issue 18 §6): signs in, reads its user, runs a first sync, starts a visit for each of
 * its appointments, sends each start again (a reply lost on the way back), and reads what changed since.
 */
export async function runDevice(user: DeviceUser, options: DeviceOptions, samples: Sample[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: options.address });
  const answers: VisitAnswers = new Map();
  const call = async (step: string, path: string, body: string, headers: Record<string, string>) => {
    const started = performance.now();
    const reply = await send(agent, options, path, body, headers).catch((error: unknown) => ({
      status: 0,
      json: null,
      reason: error instanceof Error ? error.message : 'failed',
    }));
    const ok = reply.status === 200;
    const why = 'reason' in reply ? reply.reason : errorOf(reply.json);
    samples.push({
      step,
      ms: performance.now() - started,
      error: ok ? null : `${step}: ${reply.status} ${why}`.trim(),
    });
    return ok ? (reply.json as Record<string, unknown>) : null;
  };
  try {
    const login = await call(
      'sign in',
      '/evv/authorization/oauth/token',
      new URLSearchParams({
        grant_type: 'password',
        account: 'acme',
        username: user.username,
        password: options.password,
      }).toString(),
      { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    );
    const token = login?.access_token;
    if (typeof token !== 'string') return answers;
    const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await call('user', '/evv/authorization/oauth/user', '{}', json);

    const syncTimes = new Map<string, unknown>();
    for (const table of FIRST_SYNC) {
      for (let page = 0, offset = 0; page < MAX_PAGES; page++) {
        const read = await call(
          'first sync read',
          `/evv/read/${table}`,
          JSON.stringify({ limit: 100, offset }),
          json,
        );
        if (!read) break;
        if (page === 0) syncTimes.set(table, read.syncTime);
        offset += (read.resources as unknown[]).length;
        if (!read.hasMoreRecords) break;
      }
    }

    for (const [k, appointmentId] of user.appointmentIds.entries()) {
      const start = user.startAt[k]!.toISOString();
      const visit = {
        evvVisitId: -1 - k,
        activityLogId: appointmentId,
        organizationId: options.organizationId,
        appointmentStatus: 'In Session',
        visitStatus: 'start',
        complete: 0,
        startDateTime: start,
        beginActualDateTime: start,
        startLatitude: 39.9259,
        startLongitude: -75.1196,
      };
      const body = JSON.stringify({ deviceId: `load-${user.username}`, resources: [visit] });
      for (const step of ['write visit', 'resend visit']) {
        const written = await call(step, '/evv/write/visit', body, json);
        const result = (written?.resources as { evvVisitId: number; errors: unknown[] }[] | undefined)?.[0];
        if (result && result.errors.length > 0)
          samples.at(-1)!.error = `${step}: ${JSON.stringify(result.errors)}`;
        else if (result)
          answers.set(appointmentId, [...(answers.get(appointmentId) ?? []), result.evvVisitId]);
      }
    }

    for (const table of ['appointment', 'visit']) {
      await call(
        'incremental read',
        `/evv/read/${table}`,
        JSON.stringify({ lastSync: syncTimes.get(table) }),
        json,
      );
    }
  } finally {
    agent.destroy();
  }
  return answers;
}

function send(
  agent: http.Agent,
  options: DeviceOptions,
  path: string,
  body: string,
  headers: Record<string, string>,
) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: options.balancer,
        method: 'POST',
        path,
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body), 'accept-encoding': 'gzip' },
        signal: options.signal,
        timeout: options.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzipped = response.headers['content-encoding'] === 'gzip';
          const text = (gzipped ? gunzipSync(raw) : raw).toString();
          try {
            resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : null });
          } catch {
            resolve({ status: response.statusCode ?? 0, json: null });
          }
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

/** The reply's OAuth error code or first message, for the summary of errors. */
function errorOf(json: unknown): string {
  const body = json as { error?: unknown; errors?: { message?: unknown }[] } | null;
  if (typeof body?.error === 'string') return body.error;
  const message = body?.errors?.[0]?.message;
  return typeof message === 'string' ? message : '';
}
