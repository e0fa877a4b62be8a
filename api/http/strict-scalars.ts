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

/**
 * The number and boolean fields of a body schema (through objects and single-schema arrays;
 * alternatives and patterns are left to joi). Joi's `convert`, which query strings and paths
 * need, would also take "30" for a body's integer and "true" for its boolean; decisions §10
 * makes a wrong type a 422, so the raw body is checked against these first.
 */
export function scalarLeaves(d: Description, path: string[] = [], out: ScalarLeaf[] = []): ScalarLeaf[] {
  if (d.type === 'object' && d.keys) {
    for (const [k, v] of Object.entries(d.keys as Record<string, Description>))
      scalarLeaves(v, [...path, k], out);
  } else if (d.type === 'array' && Array.isArray(d.items) && d.items.length === 1) {
    scalarLeaves(d.items[0] as Description, [...path, '*'], out);
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
        const from = out.length;
        scalarLeaves(branch.then, path, out);
        for (const leaf of out.slice(from)) leaf.when ??= { path: [...path.slice(0, -1), ...ref], values };
      }
    }
  } else if (d.type === 'number' || d.type === 'boolean') {
    const metas = (d.metas ?? []) as { numericString?: boolean }[];
    out.push({ path, kind: metas.some((m) => m.numericString) ? 'decimal' : d.type });
  }
  return out;
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
  const holds = (when: NonNullable<ScalarLeaf['when']>): boolean => {
    let v: unknown = body;
    for (const k of when.path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
    return (typeof v === 'string' || typeof v === 'number') && when.values.includes(String(v).toLowerCase());
  };
  for (const leaf of leaves) if (!leaf.when || holds(leaf.when)) visit(body, leaf, 0, []);
  return details;
}
