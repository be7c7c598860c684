/** Milliseconds since the epoch. Everything that needs time takes one, so tests fix the time (principle 4). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
