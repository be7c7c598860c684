import { describe, expect, it } from 'vitest';
import { emptyClient } from '../../data/client-data.ts';
import { searchClients } from '@carevisit/core';
import { clientOptions } from './search-options.ts';

const client = (clientId: number, firstName: string, lastName: string, idNumber: string) => ({
  ...emptyClient(clientId),
  firstName,
  lastName,
  idNumber,
});

describe('the header client search (spec 1 §2 Search Client Name/ID, §9 at most 5 options)', () => {
  const clients = [
    client(1, 'Ana', 'Rivera', '204117'),
    client(2, 'Luis', 'Rivas', '204506'),
    client(3, 'Mary', 'Okafor', '204895'),
    ...Array.from({ length: 6 }, (_, i) => client(10 + i, `Riley${i}`, 'Riordan', `30000${i}`)),
  ];
  const options = clientOptions(clients);

  it('finds a client by the start of a name or of the ID', () => {
    expect(searchClients(options, 'okaf').map((option) => option.client.clientId)).toEqual([3]);
    expect(searchClients(options, '204895').map((option) => option.client.clientId)).toEqual([3]);
  });

  it('offers at most 5 options', () => {
    expect(searchClients(options, 'ri')).toHaveLength(5);
  });

  it('finds no one for an empty query, and copes with a client whose name has not arrived', () => {
    expect(searchClients(options, '  ')).toEqual([]);
    expect(searchClients(clientOptions([emptyClient(7)]), 'a')).toEqual([]);
  });
});
