import { describe, expect, it } from 'vitest';
import type { DayEvent } from './day-events.ts';
import { layoutDay } from './event-layout.ts';

/** Items named by a letter, 'HH:mm' to 'HH:mm'. */
const at = (name: string, from: string, to: string): DayEvent<string> => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return { item: name, startMinute: minutes(from), endMinute: minutes(to) };
};
const placed = (layout: ReturnType<typeof layoutDay<string>>) =>
  Object.fromEntries(layout.shown.map((s) => [s.event.item, `${s.column}/${s.columns}`]));

describe('layoutDay (spec 1 §9: events side by side, at most 8, 4 on handhelds)', () => {
  it('gives an item alone the whole width', () => {
    const layout = layoutDay([at('a', '09:00', '10:00'), at('b', '10:00', '11:00')], 8);
    expect(placed(layout)).toEqual({ a: '0/1', b: '0/1' });
    expect(layout.more).toEqual([]);
  });

  it('puts overlapping items side by side and reuses a column once it is free', () => {
    const layout = layoutDay(
      [
        at('a', '09:00', '11:00'),
        at('b', '09:30', '10:15'),
        at('c', '10:15', '11:00'),
        at('d', '10:30', '11:15'),
      ],
      8,
    );
    // b ends when c starts, so c takes b's column; d needs a third.
    expect(placed(layout)).toEqual({ a: '0/3', b: '1/3', c: '1/3', d: '2/3' });
  });

  it('shares the width within a group of items linked through others only', () => {
    const layout = layoutDay(
      [at('a', '09:00', '10:00'), at('b', '09:30', '10:30'), at('c', '10:00', '11:00')],
      8,
    );
    expect(placed(layout)).toEqual({ a: '0/2', b: '1/2', c: '0/2' });
  });

  it('shows exactly the maximum side by side without a more block', () => {
    const four = ['a', 'b', 'c', 'd'].map((name) => at(name, '09:00', '10:00'));
    const layout = layoutDay(four, 4);
    expect(layout.shown).toHaveLength(4);
    expect(layout.more).toEqual([]);
  });

  it('past the maximum, shows max - 1 and a "+n more" block in the last column', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => at(name, '09:00', '10:00'));
    const layout = layoutDay(six, 4);
    expect(placed(layout)).toEqual({ a: '0/4', b: '1/4', c: '2/4' });
    expect(layout.more).toHaveLength(1);
    expect(layout.more[0]).toMatchObject({ column: 3, columns: 4, startMinute: 540, endMinute: 600 });
    expect(layout.more[0]!.events.map((event) => event.item)).toEqual(['d', 'e', 'f']);
  });

  it('gives hidden items that do not overlap a more block each', () => {
    const crowd = (from: string, to: string, names: string[]) => names.map((name) => at(name, from, to));
    const layout = layoutDay(
      [
        at('long', '08:00', '12:00'),
        ...crowd('09:00', '09:30', ['a', 'b', 'c']),
        ...crowd('11:00', '11:30', ['d', 'e', 'f', 'g']),
      ],
      4,
    );
    expect(layout.more.map((more) => more.events.map((event) => event.item))).toEqual([['c'], ['f', 'g']]);
    expect(layout.shown.every((shown) => shown.columns === 4)).toBe(true);
  });

  it('allows 8 side by side on tablets', () => {
    const nine = Array.from({ length: 9 }, (_, index) => at(String(index), '13:00', '14:00'));
    const layout = layoutDay(nine, 8);
    expect(layout.shown).toHaveLength(7);
    expect(layout.more[0]!.events).toHaveLength(2);
  });

  it('gives a crowded time wholly to its more block where a column has room for one block only', () => {
    const layout = layoutDay(
      [at('a', '09:00', '10:00'), at('b', '09:30', '10:30'), at('c', '11:00', '12:00')],
      1,
    );
    expect(placed(layout)).toEqual({ c: '0/1' });
    expect(layout.more).toMatchObject([{ column: 0, columns: 1, startMinute: 540, endMinute: 630 }]);
    expect(layout.more[0]!.events.map((event) => event.item)).toEqual(['a', 'b']);
  });

  it('keeps a short or zero-length item a touch target tall (39 minutes, 44 px), pushing the next one aside', () => {
    const layout = layoutDay(
      [at('a', '09:00', '09:00'), at('b', '09:30', '09:40'), at('c', '09:40', '10:40')],
      8,
    );
    expect(layout.shown[0]).toMatchObject({ startMinute: 540, endMinute: 579, columns: 2 });
    expect(placed(layout)).toEqual({ a: '0/2', b: '1/2', c: '0/2' });
  });
});
