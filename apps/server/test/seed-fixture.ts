/**
 * The moment the seed tests seed the demo agency at: a Wednesday, 10:40 in New York, three days after clocks
 * went forward (the seeded window spans the change).
 */
export const NOW = new Date('2026-03-11T14:40:00Z');
/** NOW's date in New York. */
export const TODAY = '2026-03-11';
/** Two whole seeds, on a machine shared with other test runs. */
export const SEEDS_TWICE_MS = 120_000;
