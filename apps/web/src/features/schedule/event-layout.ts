import type { DayEvent } from './day-events.ts';
import { MIN_BLOCK_MINUTES } from './grid-metrics.ts';

/** Where a block sits across a day column: column `column` of `columns` equal ones. */
export interface Placement {
  column: number;
  columns: number;
  startMinute: number;
  /** At least MIN_BLOCK_MINUTES after the start, so a short item is a full touch target. */
  endMinute: number;
}

export interface PlacedEvent<T> extends Placement {
  event: DayEvent<T>;
}

/** A '+n more' block standing for the items that did not fit beside the others at that time. */
export interface MoreEvents<T> extends Placement {
  events: DayEvent<T>[];
}

export interface DayLayout<T> {
  shown: PlacedEvent<T>[];
  more: MoreEvents<T>[];
}

const shownEnd = (event: DayEvent<unknown>) =>
  Math.max(event.endMinute, event.startMinute + MIN_BLOCK_MINUTES);

/**
 * Lays out one day's items side by side where they overlap (spec 1 §9: at most `maxShown` at a time, 8 on
 * tablets and 4 on handhelds). Items that overlap one another, directly or through others, form a group
 * whose width is shared by as many columns as the most items running at once; each item takes the first
 * column free at its start. A group that needs more than `maxShown` columns shows `maxShown - 1` of them and
 * gives the last to '+n more' blocks, one per run of the hidden items that overlap.
 * `events` must be sorted by start, longer first on a tie (as eventsOfDay gives them).
 */
export function layoutDay<T>(events: readonly DayEvent<T>[], maxShown: number): DayLayout<T> {
  const layout: DayLayout<T> = { shown: [], more: [] };
  let group: DayEvent<T>[] = [];
  let groupEnd = -1;
  for (const event of events) {
    if (group.length > 0 && event.startMinute >= groupEnd) {
      layoutGroup(group, maxShown, layout);
      group = [];
    }
    group.push(event);
    groupEnd = group.length === 1 ? shownEnd(event) : Math.max(groupEnd, shownEnd(event));
  }
  if (group.length > 0) layoutGroup(group, maxShown, layout);
  return layout;
}

function layoutGroup<T>(group: DayEvent<T>[], maxShown: number, layout: DayLayout<T>): void {
  const columnEnds: number[] = [];
  const columnOf = group.map((event) => {
    const free = columnEnds.findIndex((end) => end <= event.startMinute);
    const column = free === -1 ? columnEnds.length : free;
    columnEnds[column] = shownEnd(event);
    return column;
  });
  const fits = columnEnds.length <= maxShown;
  const columns = fits ? columnEnds.length : maxShown;
  const hidden: DayEvent<T>[] = [];
  group.forEach((event, index) => {
    const column = columnOf[index]!;
    if (fits || column < maxShown - 1) {
      layout.shown.push({
        event,
        column,
        columns,
        startMinute: event.startMinute,
        endMinute: shownEnd(event),
      });
    } else hidden.push(event);
  });
  for (const run of overlappingRuns(hidden)) {
    layout.more.push({
      events: run,
      column: maxShown - 1,
      columns,
      startMinute: run[0]!.startMinute,
      endMinute: Math.max(...run.map(shownEnd)),
    });
  }
}

/** Sorted items cut into runs that overlap within and not across. */
function overlappingRuns<T>(events: DayEvent<T>[]): DayEvent<T>[][] {
  const runs: DayEvent<T>[][] = [];
  let end = -1;
  for (const event of events) {
    const run = runs.at(-1);
    if (run && event.startMinute < end) {
      run.push(event);
      end = Math.max(end, shownEnd(event));
    } else {
      runs.push([event]);
      end = shownEnd(event);
    }
  }
  return runs;
}
