import type { AppointmentWrite, VisitWrite } from '@carevisit/core';
import type { ApiClientOptions } from '../api-client-options.ts';
import { writeDocuments } from './fake-document-writes.ts';
import { appointmentReadOf } from './read-samples.ts';

type Row = Record<string, unknown>;
export type Fault = 'network' | 'lost' | { status: number; headers?: Record<string, string>; body?: unknown };

interface Call {
  path: string;
  body: unknown;
  authorization: string | null;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/**
 * A small in-memory stand-in for the server's contract (docs/api.md), enough to drive the client and the sync
 * engine through every error path. The real server is exercised in server.int.test.ts.
 */
export class FakeEvvServer {
  readonly calls: Call[] = [];
  readonly tables = new Map<string, Row[]>();
  readonly receipts = new Map<string, number>();
  refreshCount = 0;
  accessToken = 'access-1';
  refreshToken = 'refresh-1';
  refreshWorks = true;
  nowIso = '2030-01-01T00:00:00.000Z';
  /** Return error messages to refuse an appointment or visit resource. */
  refuse: (resource: Row) => string[] = () => [];
  /** Sees every request first; a Response it returns is the answer. */
  hook: (call: Call) => Response | undefined = () => undefined;
  private nextId = 1000;
  private readonly faults: { path: RegExp; fault: Fault }[] = [];
  private readonly holds: { path: RegExp; released: Promise<void> }[] = [];

  failNext(path: RegExp, fault: Fault, times = 1): void {
    for (let i = 0; i < times; i++) this.faults.push({ path, fault });
  }

  /** The next request to `path` is answered as the server stood when it came, but only once released. */
  holdNext(path: RegExp): () => void {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    this.holds.push({ path, released });
    return release;
  }

  rows(table: string): Row[] {
    if (!this.tables.has(table)) this.tables.set(table, []);
    return this.tables.get(table)!;
  }

  clientOptions(overrides: Partial<ApiClientOptions> = {}): ApiClientOptions {
    return {
      baseUrl: 'http://evv.test',
      clientId: 'carevisit-web',
      clientSecret: 'secret',
      fetch: this.fetch,
      tokens: { accessToken: this.accessToken, refreshToken: this.refreshToken, expiresAtMillis: 8e15 },
      ...overrides,
    };
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const text = typeof init?.body === 'string' ? init.body : '';
    const isForm = url.pathname.endsWith('/token') || url.pathname.endsWith('/revoke');
    const body: unknown = isForm ? formOf(text) : text ? JSON.parse(text) : null;
    const headers = new Headers(init?.headers);
    const call = { path: url.pathname, body, authorization: headers.get('authorization') };
    this.calls.push(call);
    await Promise.resolve();
    const hooked = this.hook(call);
    if (hooked) return hooked;
    const index = this.faults.findIndex((f) => f.path.test(url.pathname));
    const fault = index >= 0 ? this.faults.splice(index, 1)[0]!.fault : undefined;
    if (fault === 'network') throw new TypeError('fetch failed');
    if (fault && fault !== 'lost')
      return json(fault.body ?? { errors: [{ message: 'down' }] }, fault.status, fault.headers);
    const response = this.route(url.pathname, body, headers.get('authorization'));
    const held = this.holds.findIndex((hold) => hold.path.test(url.pathname));
    if (held >= 0) await this.holds.splice(held, 1)[0]!.released;
    if (fault === 'lost') throw new TypeError('connection reset after the server committed');
    return response;
  };

  private route(path: string, body: unknown, authorization: string | null): Response {
    if (path === '/evv/authorization/oauth/token') return this.token(body as Record<string, string>);
    if (path === '/evv/authorization/oauth/revoke') return json({ result: 'success' });
    if (authorization !== `Bearer ${this.accessToken}`) {
      return json({ errors: [{ message: 'The access token is invalid or has expired.' }] }, 401);
    }
    const read = /^\/evv\/read\/(.+)$/.exec(path);
    if (read) return this.read(decodeURIComponent(read[1]!), body as Row);
    if (path === '/evv/write/appointment') return this.writeAppointments(body as Row);
    if (path === '/evv/write/visit') return this.writeVisits(body as Row);
    if (path === '/evv/write/document') {
      return json(
        writeDocuments(body as Row, this.rows('evvdocuments'), (k) => this.receipt(k), this.nowIso),
      );
    }
    if (path === '/evv/write/auditevent') {
      const { resources } = body as { resources: Row[] };
      this.rows('auditevent').push(...resources);
      return json({ resources: resources.map((r) => ({ deviceEventId: r.deviceEventId, errors: [] })) });
    }
    return json({ errors: [{ message: 'Not found.' }] }, 404);
  }

  private token(form: Record<string, string>): Response {
    if (form.grant_type === 'refresh_token') {
      this.refreshCount += 1;
      if (!this.refreshWorks || form.refresh_token !== this.refreshToken) {
        return json(
          { error: 'invalid_token', error_description: 'The refresh token is invalid.', errors: [] },
          401,
        );
      }
    } else if (form.password !== 'right') {
      return json({ error: 'invalid_grant', error_description: 'Login failed', errors: [] }, 400);
    }
    this.accessToken = `access-${this.refreshCount + 2}`;
    this.refreshToken = `refresh-${this.refreshCount + 2}`;
    return json({
      access_token: this.accessToken,
      refresh_token: this.refreshToken,
      expires_in: 900,
      token_type: 'bearer',
    });
  }

  private read(table: string, request: Row): Response {
    const limit = (request.limit as number | undefined) ?? 100;
    const offset = (request.offset as number | undefined) ?? 0;
    const since = request.lastSync as string | undefined;
    const rows = this.rows(table).filter((row) =>
      since
        ? (row.changedDate as string) >= since
        : row.deletedDate === null || row.deletedDate === undefined,
    );
    const page = rows.slice(offset, offset + limit);
    const hasMoreRecords = rows.length > offset + limit;
    const total = offset === 0 && hasMoreRecords ? { totalRecords: rows.length } : {};
    return json({ resources: page, hasMoreRecords, syncTime: this.nowIso, ...total });
  }

  private writeAppointments(body: Row): Response {
    const { deviceId, resources } = body as { deviceId: string; resources: AppointmentWrite[] };
    return json({
      resources: resources.map((resource) => {
        const errors = this.refuse(resource);
        const tempId = resource.activityLogId;
        if (errors.length)
          return {
            tempId,
            activityLogId: tempId,
            activityDetailId: null,
            visitId: null,
            errors: errors.map((message) => ({ message })),
            addresses: [],
          };
        const addresses: { tempId: number; visitAddressId: number }[] = [];
        for (const address of [resource.startVisitAddress, resource.endVisitAddress]) {
          const id = address?.visitAddressId;
          if (typeof id === 'number' && id < 0 && !addresses.some((a) => a.tempId === id)) {
            addresses.push({ tempId: id, visitAddressId: this.receipt(`${deviceId}:address:${id}`) });
          }
        }
        const key = `${deviceId}:appointment:${tempId}`;
        const known = tempId < 0 && this.receipts.has(key);
        const id = tempId < 0 ? this.receipt(key) : tempId;
        if (!known) {
          const rows = this.rows('appointment');
          const at = rows.findIndex((row) => row.appointmentId === id);
          const row = appointmentReadOf(resource, id, this.nowIso);
          if (at >= 0) rows[at] = row;
          else rows.push(row);
        }
        return { tempId, activityLogId: id, activityDetailId: id, visitId: null, errors: [], addresses };
      }),
    });
  }

  private writeVisits(body: Row): Response {
    const { deviceId, resources } = body as { deviceId: string; resources: VisitWrite[] };
    return json({
      resources: resources.map((resource) => {
        const errors = this.refuse(resource);
        const tempId = resource.evvVisitId;
        if (errors.length)
          return {
            tempId,
            evvVisitId: tempId,
            errors: errors.map((message) => ({ code: 'visit_rejected', message })),
          };
        const id = tempId < 0 ? this.receipt(`${deviceId}:visit:${tempId}`) : tempId;
        this.rows('visit').push({ ...resource, evvVisitId: id });
        return { tempId, evvVisitId: id, errors: [] };
      }),
    });
  }

  private receipt(key: string): number {
    if (!this.receipts.has(key)) this.receipts.set(key, this.nextId++);
    return this.receipts.get(key)!;
  }
}

function formOf(text: string): Record<string, string> {
  const form: Record<string, string> = {};
  new URLSearchParams(text).forEach((value, key) => (form[key] = value));
  return form;
}
