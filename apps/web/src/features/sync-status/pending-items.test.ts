import { describe, expect, it } from 'vitest';
import { formatMessage } from '@carevisit/core';
import type { PendingChange } from '../../data/index.ts';
import { formatDateTime } from '../../ui/format/format-date-time.ts';
import {
  changeKey,
  clientNameOf,
  discardLoses,
  itemTitle,
  pendingItems,
  stateText,
  type ChangeDetail,
} from './pending-items.ts';
import { renderText } from './sync-text.ts';

const change = (
  table: PendingChange['table'],
  id: PendingChange['id'],
  syncState: PendingChange['syncState'] = 'dirty',
  reason: string | null = null,
): PendingChange => ({
  table,
  kind: table === 'auditLog' ? 'activity' : 'userData',
  id,
  syncState,
  reason,
  resolvable: false,
  final: false,
});

const MORNING = Date.parse('2030-01-10T14:00:00.000Z');
const AFTERNOON = Date.parse('2030-01-10T19:00:00.000Z');

const details = new Map<string, ChangeDetail>([
  [changeKey('appointment', -1), { clientName: 'Jane Doe', startMillis: AFTERNOON }],
  [changeKey('appointment', 42), { clientName: 'Ann Lee', startMillis: MORNING }],
  [changeKey('visit', -7), { clientName: 'Jane Doe', startMillis: MORNING }],
]);

describe("the 'Waiting to sync' list", () => {
  it('puts rejected records first, then records by kind and time, then activity records summed up', () => {
    const items = pendingItems(
      [
        change('auditLog', 'e1'),
        change('appointment', -1),
        change('visit', -7),
        change('auditLog', 'e2', 'pending'),
        change('appointment', 42, 'error', 'Client not found.'),
        change('auditLog', 'e3'),
      ],
      details,
    );
    expect(items.map((item) => [item.key, item.state, item.ids])).toEqual([
      ['appointment:42', 'error', [42]],
      ['appointment:-1', 'dirty', [-1]],
      ['visit:-7', 'dirty', [-7]],
      // Some of them already on their way: the line says Sending.
      ['activity:waiting', 'pending', ['e1', 'e2', 'e3']],
    ]);
    expect(items[0]!.reason).toBe('Client not found.');
    expect(items[0]!.detail).toEqual({ clientName: 'Ann Lee', startMillis: MORNING });
  });

  it('keeps rejected activity records apart, one line per server message, each with its own reason', () => {
    const items = pendingItems(
      [
        change('auditLog', 'a', 'error', 'Bad page name.'),
        change('auditLog', 'b'),
        change('auditLog', 'c', 'error', 'Bad page name.'),
        change('auditLog', 'd', 'error', 'Unknown client.'),
      ],
      new Map(),
    );
    expect(items.map((item) => [item.kind, item.state, item.reason, item.ids])).toEqual([
      ['activity', 'error', 'Bad page name.', ['a', 'c']],
      ['activity', 'error', 'Unknown client.', ['d']],
      ['activity', 'dirty', null, ['b']],
    ]);
  });

  it('names each record in words a caregiver knows', () => {
    const words = (item: Parameters<typeof itemTitle>[0]) => renderText(itemTitle(item), formatMessage);
    const [appointment, visit, unknown, activity] = pendingItems(
      [change('appointment', -1), change('visit', -7), change('document', -9), change('auditLog', 'x')],
      details,
    );
    expect(words(appointment!)).toBe('Appointment with Jane Doe');
    expect(words(visit!)).toBe('Visit with Jane Doe');
    expect(words(unknown!)).toBe('Service document');
    expect(words(activity!)).toBe('1 activity record');
    const many = pendingItems([change('auditLog', 'x'), change('auditLog', 'y')], new Map());
    expect(words(many[0]!)).toBe('2 activity records');
  });

  it('says what Discard loses: a record made here whole, a record the server has only its changes here', () => {
    const [madeHere, onServer, activity] = pendingItems(
      [change('document', -9, 'error'), change('document', 31, 'error'), change('auditLog', 'x', 'error')],
      new Map(),
    );
    expect([madeHere, onServer, activity].map((item) => discardLoses(item!))).toEqual([
      'record',
      'changes',
      'record',
    ]);
  });

  it('says each state in words', () => {
    expect(renderText(stateText('dirty'), formatMessage)).toBe('Waiting');
    expect(renderText(stateText('pending'), formatMessage)).toBe('Sending');
    expect(renderText(stateText('error'), formatMessage)).toBe('Rejected');
  });

  it("builds a client's name from what the record has", () => {
    expect(clientNameOf({ firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
    expect(clientNameOf({ firstName: ' ', lastName: 'Doe' })).toBe('Doe');
    expect(clientNameOf({})).toBeNull();
    expect(clientNameOf(undefined)).toBeNull();
  });

  it('writes times as spec 1 §9 MM/dd/yyyy hh:mm a', () => {
    expect(formatDateTime(AFTERNOON, 'America/New_York')).toBe('01/10/2030 02:00 PM');
    expect(formatDateTime(Date.UTC(2030, 0, 1, 5, 0), 'America/New_York')).toBe('01/01/2030 12:00 AM');
  });
});
