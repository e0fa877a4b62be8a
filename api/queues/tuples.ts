/**
 * A tuple's values as a job carries them, without its trailing absent values (null or
 * undefined), keeping at least the first `min`: a click without UTM tags or a pageview without
 * product fields sends fewer bytes through Redis and BullMQ's JSON. The reader takes a missing
 * position as null.
 */
export function trimmed<T extends unknown[]>(values: unknown[], min: number): T {
  let end = values.length;
  while (end > min && values[end - 1] == null) end -= 1;
  values.length = end;
  return values as T;
}
