/** An instant already written in UTC (as the server and device store them), with or without a fraction. */
const UTC_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * An instant as aggregators take it: UTC, to the second, YYYY-MM-DDTHH:MM:SSZ (a fraction is dropped). A UTC
 * instant is cut as it is written, the export's commonest case; one with an offset is converted first.
 */
export const utcSeconds = (iso: string): string =>
  `${(UTC_ISO.test(iso) ? iso : new Date(iso).toISOString()).slice(0, 19)}Z`;
