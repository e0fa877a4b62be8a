import { celebrate, Modes, type SchemaOptions } from 'celebrate';
import type { RequestHandler } from 'express';
import { tag } from '../http/route-meta';

/** The service's joi conventions, for code that validates outside celebrate (raw hot paths). */
export const JOI_OPTIONS = {
  abortEarly: false,
  allowUnknown: true,
  stripUnknown: true,
  convert: true,
  errors: { wrap: { label: false } },
} as const;

/**
 * celebrate with the service's joi conventions: every failure reported (not just the first),
 * unknown fields ignored and dropped (decisions §10), strings converted for query and path.
 */
export function validate(schema: SchemaOptions): RequestHandler {
  return tag(celebrate(schema, JOI_OPTIONS, { mode: Modes.FULL }), { schema });
}
