/** Who is calling: resolved from the bearer token on every request, never from the request body. */
export interface Principal {
  userId: number;
  staffId: number;
  accountId: number;
  currentOrganizationId: number;
  username: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}
