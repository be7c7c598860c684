import type { ClientData } from '../../data/index.ts';

/** A caseload client as the search (core searchClients) compares it: names and ID as text, never missing. */
export interface ClientOption {
  client: ClientData;
  firstName: string;
  lastName: string;
  idNumber: string;
}

export function clientOptions(clients: readonly ClientData[]): ClientOption[] {
  return clients.map((client) => ({
    client,
    firstName: client.firstName ?? '',
    lastName: client.lastName ?? '',
    idNumber: client.idNumber ?? '',
  }));
}
