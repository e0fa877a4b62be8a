/**
 * Batches travel in their BullMQ jobs as tuples: each record's values in a fixed field order
 * instead of keyed objects. BullMQ JSON-parses every job it hands out, and a batch of 500
 * keyed records costs it two to three times as much CPU as the same batch as tuples
 * (measured in docs/benchmarks.md, Ingest), besides the bytes of the repeated keys.
 */

/** The record's values in `fields` order; trailing absent values are left out. */
export function toTuple<T extends object>(record: T, fields: readonly (keyof T)[]): unknown[] {
  const tuple = fields.map((f) => record[f] ?? null);
  let end = tuple.length;
  while (end > 0 && tuple[end - 1] === null) end -= 1;
  return end === tuple.length ? tuple : tuple.slice(0, end);
}

/** The record back from its tuple; a value left out is null. */
export function fromTuple<T>(tuple: readonly unknown[], fields: readonly (keyof T)[]): T {
  const record: Record<string, unknown> = {};
  for (let i = 0; i < fields.length; i += 1) record[fields[i] as string] = i < tuple.length ? tuple[i] : null;
  return record as T;
}
