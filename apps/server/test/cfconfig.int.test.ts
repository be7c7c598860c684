import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('alice');
});
afterAll(() => server.close());

const field = (id: string, type: string) => ({ id, name: id, type, label: id, order: 1 });

describe('POST /evv/read/cfconfig (spec 2 §7, issue 14 item 7)', () => {
  it('serves a definition that compiles, and refuses one that does not, with the reason', async () => {
    const accountId = server.fixture.accountId;
    const good = {
      fields: [field('a', 'Yes or No'), field('b', 'Text Area')],
      rules: [
        {
          order: 1,
          conditions: [{ fieldId: 'a', operator: 'equals', value: 'N' }],
          actions: [{ fieldId: 'b', action: 'Hide', actionValue: null, order: 1 }],
        },
      ],
    };
    const cycle = {
      fields: [field('a', 'Text Field'), field('b', 'Text Field')],
      rules: [
        {
          order: 1,
          conditions: [{ fieldId: 'a', operator: 'blank' }],
          actions: [{ fieldId: 'b', action: 'Hide', order: 1 }],
        },
        {
          order: 2,
          conditions: [{ fieldId: 'b', operator: 'blank' }],
          actions: [{ fieldId: 'a', action: 'Hide', order: 1 }],
        },
      ],
    };
    const rows = await server.database.db
      .insert(t.configurableForms)
      .values([
        { accountId, name: 'Good', ...good },
        { accountId, name: 'Cycle', ...cycle },
        { accountId, name: 'Unknown type', fields: [field('x', 'Hologram')], rules: [] },
      ])
      .returning({ id: t.configurableForms.id });
    const { status, body } = await server.post('/evv/read/cfconfig', {}, token);
    expect(status).toBe(200);
    const byId = new Map(body.resources.map((r: { formId: number }) => [r.formId, r]));
    expect(byId.get(rows[0]!.id)).toMatchObject({ name: 'Good', ...good });
    expect(byId.get(rows[0]!.id)).not.toHaveProperty('problems');
    expect(byId.get(rows[1]!.id)).toMatchObject({
      name: 'Cycle',
      fields: [],
      rules: [],
      problems: [{ key: 'forms.problems.ruleCycle', params: { orders: '1, 2' } }],
    });
    expect(byId.get(rows[2]!.id)).toMatchObject({
      fields: [],
      problems: [{ key: 'forms.problems.unknownType', params: { id: 'x', type: 'Hologram' } }],
    });
  });
});
