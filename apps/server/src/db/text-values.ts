// Text columns hold values from the contract's lists (core); these read them back as those lists' types.

export const YES_NO = ['Y', 'N'] as const;

/**
 * A text column's value as one of the contract's values. The database holds text; a value outside the list
 * is a broken row, which fails the read loudly rather than reaching devices that would refuse it.
 */
export function oneOf<const V extends string>(values: readonly V[], value: string): V {
  if (!isOneOf(values, value)) throw new RangeError(`unexpected value outside the contract's list`);
  return value;
}

function isOneOf<V extends string>(values: readonly V[], value: string): value is V {
  return (values as readonly string[]).includes(value);
}
