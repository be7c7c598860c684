/** An instant as aggregators take it: UTC, to the second, YYYY-MM-DDTHH:MM:SSZ (a fraction is dropped). */
export const utcSeconds = (iso: string): string => `${new Date(iso).toISOString().slice(0, 19)}Z`;
