import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  callNames,
  calls,
  type CallName,
  type Calls,
  type ParsedCallRequest,
  type SentCallReply,
} from '@carevisit/core';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import type { Caller } from '../auth/authenticate.ts';
import { HttpError, parseBody } from './errors.ts';

/** What a call's handler is given: the request as its schema parsed it, and the signed-in caller. */
type CallInput<N extends CallName> = {
  params: z.output<Calls[N]['params']>;
  body: ParsedCallRequest<N>;
  request: FastifyRequest;
  reply: FastifyReply;
} & (Calls[N]['access'] extends 'signedIn' ? { caller: Caller } : unknown);

type CallHandler<N extends CallName> = (input: CallInput<N>) => Promise<SentCallReply<N>>;

/** A handler, or one with its route's options (a rate limit, compression) or its own way to authenticate. */
export type CallEntry<N extends CallName> =
  | CallHandler<N>
  | {
      options?: RouteShorthandOptions;
      authenticate?: (request: FastifyRequest) => Promise<Caller>;
      handle: CallHandler<N>;
    };

/** One entry per call of core's map: a call left out, or answered with the wrong reply, does not compile. */
export type CallHandlers = { [N in CallName]: CallEntry<N> };

/** A subset of the handlers, as each part of the server (writes, credentials, passkeys…) provides its own. */
export type SomeCallHandlers<N extends CallName> = { [K in N]: CallEntry<K> };

/**
 * Registers every call of core's map (issue 33 item 1): the caller is authenticated first (a 401 before anything
 * else is looked at), then the path's parameters (a 404 when they cannot be a route's) and the body or query are
 * parsed with the call's schemas (a 400 with errors[] naming each field). A refusal whose code the call's entry
 * does not list in `refusals` is answered as it is, and logged as the server's defect (the map is the contract).
 */
export function registerCalls(app: FastifyInstance, ctx: AppContext, handlers: CallHandlers) {
  for (const name of callNames) register(app, ctx, name, handlers[name]);
}

function register<N extends CallName>(app: FastifyInstance, ctx: AppContext, name: N, entry: CallEntry<N>) {
  const contract: Calls[CallName] = calls[name];
  const { options = {}, authenticate, handle } = typeof entry === 'function' ? { handle: entry } : entry;
  app.route({
    ...options,
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      const caller =
        contract.access === 'signedIn'
          ? await (authenticate ?? ((asked) => ctx.authenticate(asked)))(request)
          : undefined;
      const params = contract.params.safeParse(request.params);
      if (!params.success) throw HttpError.of(404, 'server.notFound');
      const sent = contract.method === 'GET' || contract.method === 'DELETE' ? request.query : request.body;
      const body = parseBody(contract.request, sent);
      const input = { params: params.data, body, request, reply, caller } as unknown as CallInput<N>;
      try {
        return await handle(input);
      } catch (error) {
        if (error instanceof HttpError) noteUnlistedCodes(request, name, error);
        throw error;
      }
    },
  });
}

function noteUnlistedCodes(request: FastifyRequest, name: CallName, error: HttpError) {
  const listed: readonly string[] = calls[name].refusals;
  for (const { code } of error.errors) {
    if (code !== undefined && !listed.includes(code))
      request.log.error({ call: name, code }, 'a refusal code the map of calls does not list');
  }
}
