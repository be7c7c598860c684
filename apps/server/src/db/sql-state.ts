/** The SQLSTATE of a database error, whether thrown by the driver or wrapped by Drizzle (as its cause). */
function sqlState(error: unknown): string | undefined {
  const code =
    (error as { code?: unknown } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** A unique index refused a row another transaction stored first (23505). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/**
 * A transaction that lost a race and would succeed, or get the rule's own answer, if run again: a unique
 * violation, a serialization failure (40001) or a deadlock (40P01).
 */
export function isLostRace(error: unknown): boolean {
  const state = sqlState(error);
  return state === '23505' || state === '40001' || state === '40P01';
}

/** Integrity constraint violations (class 23): the database refused the record. */
export const isConstraintViolation = (error: unknown) => sqlState(error)?.startsWith('23') ?? false;

/** Data exceptions (class 22): a value the column cannot hold, such as a number out of range. */
export const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') ?? false;
