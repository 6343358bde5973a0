// A memo of answers that depend only on their key, for keys that can come from visitors (paths):
// when full it is cleared whole, so its memory stays bounded with no bookkeeping on a hit, and
// the keys in use come back at once.

/** `remember(key, compute)`: `compute()`'s answer for `key`, computed once while the memo has room. */
export function boundedMemo<T>(maxEntries: number): (key: string, compute: () => T) => T {
  const known = new Map<string, T>()
  return (key, compute) => {
    let value = known.get(key)
    if (value === undefined) {
      value = compute()
      if (known.size >= maxEntries) known.clear()
      known.set(key, value)
    }
    return value
  }
}
