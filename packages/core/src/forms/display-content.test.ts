import { describe, expect, it } from 'vitest';
import { activityCount, displayContent } from './display-content.ts';
import { buildForm, field } from './testing/build-form.ts';

const form = buildForm([
  field('intro', 'ReadOnlyText', {
    label: 'About this intake',
    attributes: [{ attributeId: 'intro_Text', value: 'Complete each page with the client.' }],
  }),
  field('plain', 'ReadOnlyText', { label: 'Plan' }),
  field('clientNumber', 'LookUp', { label: 'Client ID', lookUp: 'idNumber' }),
  field('visits', 'ActivityCounter', { label: 'Visits This Episode' }),
  field('break', 'FormBreak', { label: 'Identity' }),
]);
const shown = (client: Record<string, unknown> | null, count: number | null) =>
  form.fields.map((f) => displayContent(f, { client, activityCount: count }));

describe('what display-only fields show (spec 2 §3)', () => {
  it('shows a read-only text, the client’s looked-up property and the activity count', () => {
    expect(shown({ idNumber: 'C-10442' }, 3)).toEqual([
      'Complete each page with the client.',
      null,
      'C-10442',
      '3',
      null,
    ]);
  });

  it('shows nothing for a lookup or count the device does not hold yet; a count of 0 is a count', () => {
    expect(shown(null, null)).toEqual(['Complete each page with the client.', null, null, null, null]);
    expect(shown({}, 0)[3]).toBe('0');
  });
});

describe('the activity counter', () => {
  it('counts the client’s kept activities up to the service date', () => {
    const appointments = [
      { status: 'Kept', appointmentDate: '2026-03-01' },
      { status: 'Kept', appointmentDate: '2026-04-15' },
      { status: 'DNS', appointmentDate: '2026-03-08' },
      { status: 'Kept', appointmentDate: '2026-04-16' },
    ] as const;
    expect(activityCount(appointments, '2026-04-15T00:00:00')).toBe(2);
  });
});
