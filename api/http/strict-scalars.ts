import type { Description } from 'joi';
import type { ValidationDetails } from '../errors';

/**
 * A number or boolean field of a body schema; `*` stands for every element of an array. A
 * `decimal` is a number field that also takes its plain decimal text (NUMERIC_STRING).
 */
export interface ScalarLeaf {
  path: string[];
  kind: 'number' | 'boolean' | 'decimal';
  /** A field of one branch of a `Joi.when` switch: checked when the body's value at `path` is one of `values`. */
  when?: { path: string[]; values: string[] };
}

interface WhenDescription {
  ref?: { path?: string[]; ancestor?: number };
  is?: Description;
  then?: Description;
  switch?: { is?: Description; then?: Description }[];
}

/** The text a decimal field takes as a string: what the API itself prints ("12.50", "-3"). */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Meta of a number field that also takes a numeric string: money and rates, exact as decimal text. */
export const NUMERIC_STRING = { numericString: true } as const;

/** A condition on a sibling's value: a field of one branch of a `Joi.when` switch. */
type When = NonNullable<ScalarLeaf['when']>;

/**
 * Calls `at` for every schema of a body reached through objects, single-schema arrays (`*`)
 * and the branches of a `Joi.when` switch on a sibling (with that condition); alternatives and
 * patterns are left to joi.
 */
function walk(
  d: Description,
  at: (d: Description, path: string[], when?: When) => void,
  path: string[] = [],
  when?: When,
): void {
  at(d, path, when);
  if (d.type === 'object' && d.keys) {
    for (const [k, v] of Object.entries(d.keys as Record<string, Description>))
      walk(v, at, [...path, k], when);
  } else if (d.type === 'array' && Array.isArray(d.items) && d.items.length === 1) {
    walk(d.items[0] as Description, at, [...path, '*'], when);
  } else if (Array.isArray(d.whens) && !path.includes('*')) {
    // A schema chosen by a sibling's value (the export's params by its type): each branch's
    // fields, checked when the sibling holds that branch's value.
    for (const w of d.whens as WhenDescription[]) {
      const ref = w.ref?.path;
      if (!ref || (w.ref?.ancestor ?? 1) !== 1) continue;
      for (const branch of w.switch ?? [{ is: w.is, then: w.then }]) {
        const values = ((branch.is?.allow ?? []) as unknown[])
          .filter((v) => typeof v === 'string' || typeof v === 'number')
          .map((v) => String(v).toLowerCase());
        if (!values.length || !branch.then) continue;
        // The innermost switch decides.
        walk(branch.then, at, path, { path: [...path.slice(0, -1), ...ref], values });
      }
    }
  }
}

/**
 * The number and boolean fields of a body schema. Joi's `convert`, which query strings and
 * paths need, would also take "30" for a body's integer and "true" for its boolean; a wrong
 * type is a 422 naming the field (docs/architecture.md, Request path), so the raw body is
 * checked against these first.
 */
export function scalarLeaves(schema: Description): ScalarLeaf[] {
  const out: ScalarLeaf[] = [];
  walk(schema, (d, path, when) => {
    if (d.type !== 'number' && d.type !== 'boolean') return;
    const metas = (d.metas ?? []) as { numericString?: boolean }[];
    out.push({ path, kind: metas.some((m) => m.numericString) ? 'decimal' : d.type, ...(when && { when }) });
  });
  return out;
}

/** An array field of a body schema with at most `max` items (not one inside another array). */
export interface ArrayCap {
  path: string[];
  max: number;
  when?: When;
}

/** The capped arrays of a body schema: also the one array branch of an alternatives (a list or its text). */
export function arrayCaps(schema: Description): ArrayCap[] {
  const out: ArrayCap[] = [];
  walk(schema, (d, path, when) => {
    if (path.includes('*')) return;
    const matches = ((d.matches ?? []) as { schema?: Description }[]).map((m) => m.schema);
    const arrays = d.type === 'alternatives' ? matches.filter((m) => m?.type === 'array') : [d];
    // An alternative that takes anything could take a long array as well.
    if (arrays.length !== 1 || matches.some((m) => !m || m.type === 'any')) return;
    const array = arrays[0] as Description;
    if (array.type !== 'array') return;
    const max = ((array.rules ?? []) as { name: string; args?: { limit?: unknown } }[]).find(
      (r) => r.name === 'max',
    )?.args?.limit;
    if (typeof max === 'number') out.push({ path, max, ...(when && { when }) });
  });
  return out;
}

/** The value at `path` of `body` (no `*` steps), or undefined. */
function valueAt(body: unknown, path: string[]): unknown {
  let v = body;
  for (const k of path) {
    if (!v || typeof v !== 'object' || Array.isArray(v) || !Object.hasOwn(v, k)) return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

function holds(body: unknown, when: When | undefined): boolean {
  if (!when) return true;
  const v = valueAt(body, when.path);
  return (typeof v === 'string' || typeof v === 'number') && when.values.includes(String(v).toLowerCase());
}

/**
 * The arrays of `body` longer than their cap, each with joi's own message, found by length
 * alone: a batch is measured before any of its items is read, so an oversized one costs no
 * more than a small one.
 */
export function oversizedArrays(body: unknown, caps: ArrayCap[]): ValidationDetails {
  const details: ValidationDetails = {};
  for (const cap of caps) {
    const v = valueAt(body, cap.path);
    if (!Array.isArray(v) || v.length <= cap.max || !holds(body, cap.when)) continue;
    const name = cap.path.join('.');
    details[name] = [`${name} must contain less than or equal to ${cap.max} items`];
  }
  return details;
}

/** `body` with each array of `details` emptied (the rest shared), for validating what is left of it. */
export function withoutArrays(body: unknown, details: ValidationDetails): unknown {
  let out = body;
  for (const name of Object.keys(details)) out = replaceAt(out, name.split('.'), []);
  return out;
}

function replaceAt(v: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const [k, ...rest] = path;
  return {
    ...(v as Record<string, unknown>),
    [k]: replaceAt((v as Record<string, unknown>)[k], rest, value),
  };
}

const MAX_DETAILS = 20;

/**
 * The fields of `body` that hold a string where `leaves` want a JSON number or boolean; for a
 * decimal, a string other than plain decimal text (" 5 ", "1e1", "0x10" are what joi would
 * otherwise convert).
 */
export function wrongScalars(body: unknown, leaves: ScalarLeaf[]): ValidationDetails {
  const details: ValidationDetails = {};
  let found = 0;
  const visit = (value: unknown, leaf: ScalarLeaf, i: number, at: string[]): void => {
    if (found >= MAX_DETAILS || value === null || value === undefined) return;
    if (i === leaf.path.length) {
      if (typeof value !== 'string' || (leaf.kind === 'decimal' && DECIMAL_TEXT.test(value))) return;
      const name = at.join('.');
      details[name] = [
        leaf.kind === 'decimal'
          ? `${name} must be a number or a decimal string`
          : `${name} must be a ${leaf.kind}`,
      ];
      found += 1;
      return;
    }
    const step = leaf.path[i];
    if (step === '*') {
      if (Array.isArray(value)) value.forEach((v, j) => visit(v, leaf, i + 1, [...at, String(j)]));
    } else if (typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, step)) {
      visit((value as Record<string, unknown>)[step], leaf, i + 1, [...at, step]);
    }
  };
  for (const leaf of leaves) if (holds(body, leaf.when)) visit(body, leaf, 0, []);
  return details;
}
