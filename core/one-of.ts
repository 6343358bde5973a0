// The type guard of a fixed list of strings (locales, regions, legal slugs, message keys).

/** Whether `value` is one of `list`'s strings. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value)
}
