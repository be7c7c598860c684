import { describe, expect, it } from 'vitest';
import { documentWrite } from '../api/document-write.ts';
import { FIELD_VALUE_MAX_DEPTH } from '../constants.ts';
import { nestsDeeperThan } from './value-depth.ts';
import { toFieldValue } from './values.ts';

/** 'x' inside `depth` arrays (or objects), built without recursion. */
function nested(depth: number, wrap: (inner: unknown) => unknown = (inner) => [inner]): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

describe('nestsDeeperThan (issue 30)', () => {
  it('counts levels of arrays and objects, a plain value being none', () => {
    expect(nestsDeeperThan('x', 0)).toBe(false);
    expect(nestsDeeperThan(['x'], 0)).toBe(true);
    expect(nestsDeeperThan({ a: ['x', { b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: ['x', { b: {} }] }, 3)).toBe(true);
  });

  it('measures a value nested a million deep without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(1_000_000), FIELD_VALUE_MAX_DEPTH)).toBe(true);
    expect(
      nestsDeeperThan(
        nested(FIELD_VALUE_MAX_DEPTH, (a) => ({ a })),
        FIELD_VALUE_MAX_DEPTH,
      ),
    ).toBe(false);
  });
});

describe('toFieldValue on values of no known shape', () => {
  it('writes them as JSON, cut with … past the depth limit', () => {
    expect(toFieldValue({ a: [1, { b: 2 }] })).toBe('{"a":[1,{"b":2}]}');
    expect(toFieldValue(['a', ['b', 'c'], { d: 1 }])).toEqual(['a', '["b","c"]', '{"d":1}']);
    const cut = toFieldValue(nested(100_000, (a) => ({ a })));
    expect(cut).toBe(`${'{"a":'.repeat(FIELD_VALUE_MAX_DEPTH)}"…"${'}'.repeat(FIELD_VALUE_MAX_DEPTH)}`);
    expect(toFieldValue(nested(100_000))).toHaveLength(1);
  });
});

describe('documentWrite field values', () => {
  const write = (value: unknown) => ({
    id: -1,
    baseVersion: 0,
    serviceDocumentId: 3,
    serviceDocumentVersion: 1,
    appointmentId: null,
    clientId: 7,
    clientProgramId: null,
    staffId: 2,
    organizationId: 1,
    serviceDate: '2026-03-09',
    fullySigned: false,
    moduleData: [{ moduleId: 101, moduleType: 'cf', fieldData: [{ key: 'a', value }], formValidated: true }],
    signature: null,
  });

  it('takes a value nested to the limit and refuses one deeper, naming the value', () => {
    expect(documentWrite.safeParse(write(nested(FIELD_VALUE_MAX_DEPTH))).success).toBe(true);
    const refused = documentWrite.safeParse(write(nested(10_000)));
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['moduleData', 0, 'fieldData', 0, 'value'],
        message: `A value can nest lists and groups at most ${FIELD_VALUE_MAX_DEPTH} levels deep.`,
      }),
    ]);
  });
});
