import type { Client, ClientAddress, ClientEmail, ClientPhone } from '@carevisit/core';

/**
 * A client as screens read it (spec 1 §3 Client): the client row with its picture, emails, phones and
 * addresses, which the server sends as separate tables. Parts may arrive before the client row itself.
 */
export type ClientData = Partial<Omit<Client, 'clientId'>> & {
  clientId: number;
  picture: string | null;
  emails: ClientEmail[];
  phones: ClientPhone[];
  addresses: ClientAddress[];
};

export const emptyClient = (clientId: number): ClientData => ({
  clientId,
  picture: null,
  emails: [],
  phones: [],
  addresses: [],
});
