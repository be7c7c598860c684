// What the page (page.tsx, in Chromium) and the driver (../week-view.bench.ts, in Node) say to each other.

/** One render of the week view, timed in the page. */
export interface RenderRun {
  /** The blocks the grid drew (appointments and '+n more'). */
  blocks: number;
  /** From render() to React's commit and the browser's layout of it, forced at once. */
  layoutMs: number;
  /** From render() to the next frame, so style recalculation and paint are in it too. */
  frameMs: number;
}

interface WeekViewBench {
  /** Renders the week with `appointments` spread over it into a fresh root, times it, and unmounts it. */
  render: (appointments: number) => Promise<RenderRun>;
  /** Renders the week and leaves it on the page, for a look at what is measured. */
  show: (appointments: number) => void;
}

export type BenchGlobal = typeof globalThis & { weekViewBench: WeekViewBench };
