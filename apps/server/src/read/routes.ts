import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE, readRequest } from '@carevisit/core';
import { HttpError, parseBody } from '../http/errors.ts';
import { compressReply } from '../http/compress-reply.ts';
import type { AppContext } from '../app-context.ts';
import { readerFor } from './readers.ts';
import { readWatermarkAndScope, watermarkAndScope } from './watermark.ts';

/** POST /evv/read/{table} (spec 1 §7, spec 2 §7). */
export function registerReadRoutes(app: FastifyInstance, ctx: AppContext) {
  const compressed = { compress: false as const, onSend: compressReply };
  app.post<{ Params: { table: string } }>('/evv/read/:table', compressed, async (request) => {
    // The caller, their scope and the watermark in one round trip, before the page's query (watermark.ts).
    const principal = await ctx.authenticate(request, watermarkAndScope[ctx.engine]);
    const reader = readerFor(request.params.table);
    if (!reader) throw HttpError.of(404, 'server.unknownTable', { table: request.params.table.slice(0, 60) });
    const body = parseBody(readRequest, request.body);
    const { syncTime, scopeIds } = readWatermarkAndScope(principal.alongside);
    const page = await reader.read(
      { db: ctx.db, principal, scopeIds },
      {
        lastSync: body.lastSync ? new Date(body.lastSync) : undefined,
        limit: body.limit ?? reader.defaultPageSize ?? PAGE_SIZE.default,
        offset: body.offset ?? 0,
        afterKey: body.afterKey,
        clientId: body.clientId,
        key: reader.keyParameter ? body[reader.keyParameter] : undefined,
        // Logged by the page's own statement: a page that is answered is always logged.
        log: reader.holdsClientData
          ? { staffId: principal.staffId, tableName: request.params.table, clientId: body.clientId ?? null }
          : undefined,
      },
    );
    return { ...page, syncTime: syncTime.toISOString() };
  });
}
