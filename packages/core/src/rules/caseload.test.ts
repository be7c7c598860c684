import { describe, expect, it } from 'vitest';
import { caseloadClientIds, sortClientsByName } from './caseload.ts';

describe('caseloadClientIds (spec 2 §3: belongs)', () => {
  it('keeps the clients that belong, once each', () => {
    const entries = [
      { clientId: 3, belongs: true },
      { clientId: 1, belongs: false },
      { clientId: 2, belongs: true },
      { clientId: 3, belongs: true },
    ];
    expect(caseloadClientIds(entries)).toEqual([3, 2]);
  });
});

describe('sortClientsByName (spec 2 §2: the caseload by last name)', () => {
  it('orders by last name, then first name, ignoring case', () => {
    const clients = [
      { clientId: 1, lastName: 'Smith', firstName: 'Zoe' },
      { clientId: 2, lastName: 'adams', firstName: 'Bea' },
      { clientId: 3, lastName: 'Smith', firstName: 'Ann' },
    ];
    expect(sortClientsByName(clients).map((client) => client.clientId)).toEqual([2, 3, 1]);
  });

  it('puts clients without a name yet last, by id', () => {
    const clients = [{ clientId: 9 }, { clientId: 4 }, { clientId: 5, lastName: 'Zeller', firstName: 'Al' }];
    expect(sortClientsByName(clients).map((client) => client.clientId)).toEqual([5, 4, 9]);
  });

  it('does not change its input', () => {
    const clients = [
      { clientId: 1, lastName: 'B' },
      { clientId: 2, lastName: 'A' },
    ];
    sortClientsByName(clients);
    expect(clients.map((client) => client.clientId)).toEqual([1, 2]);
  });
});
