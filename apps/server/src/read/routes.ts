import { PAGE_SIZE } from '@carevisit/core';
import { HttpError } from '../http/errors.ts';
import type { SomeCallHandlers } from '../http/register-calls.ts';
import { compressReply } from '../http/compress-reply.ts';
import type { AppContext } from '../app-context.ts';
import { readerFor } from './readers.ts';
import { readWatermarkAndScope, watermarkAndScope } from './watermark.ts';

/** POST /evv/read/{table} (spec 1 §7, spec 2 §7). */
export function readHandlers(ctx: AppContext): SomeCallHandlers<'readTable'> {
  return {
    readTable: {
      options: { compress: false, onSend: compressReply },
      // The caller, their scope and the watermark in one round trip, before the page's query (watermark.ts).
      authenticate: (request) => ctx.authenticate(request, watermarkAndScope[ctx.engine]),
      handle: async ({ caller: principal, params: { table }, body }) => {
        const reader = readerFor(table);
        if (!reader) throw HttpError.of(404, 'server.unknownTable', { table: table.slice(0, 60) });
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
              ? { staffId: principal.staffId, tableName: table, clientId: body.clientId ?? null }
              : undefined,
          },
        );
        return { ...page, syncTime: syncTime.toISOString() };
      },
    },
  };
}
