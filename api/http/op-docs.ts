/**
 * What the API reference says of one operation, beyond what its middleware tells
 * (api/features/docs/openapi.ts reads scope, validation and rate limit off the route itself).
 * Each feature keeps its operations' docs in `<feature>.docs.ts`, keyed "method /path" as the
 * document writes paths (`get /v1/links/{id}`), and api/features/operation-docs.ts lists those
 * files: documenting a new route is one entry there (docs/api-reference.md).
 */
export type Json = Record<string, unknown>;

export interface OpDoc {
  summary: string;
  /** What it does, its rules, its limits. */
  description: string;
  /** The success status where it is not 200 (or 204 for DELETE). */
  status?: 201 | 202 | 204;
  /** The JSON schema of `data` in the success envelope. */
  data?: Json;
  /** A realistic `data` of the success envelope. */
  example?: unknown;
  /** The success envelope's message. */
  message?: string;
  /** A realistic request body. */
  request?: unknown;
  /** Error codes the handler itself raises, besides those its middleware implies. */
  errors?: string[];
  /** Answers with a file (CSV, XLSX) rather than the envelope. */
  file?: boolean;
  /** The success answer where it is not the envelope: a page, a script, the service's own JSON. */
  answer?: Json;
  /** Answers other than the error envelope, by status. */
  others?: Record<string, Json>;
  /** A bearer credential other than an access token. */
  bearer?: string;
}

export type OpDocs = Record<string, OpDoc>;

// JSON schema shorthands, so each feature's response shapes read like the objects they are.
export const str: Json = { type: 'string' };
export const int: Json = { type: 'integer' };
export const num: Json = { type: 'number' };
export const bool: Json = { type: 'boolean' };
export const dateTime: Json = { type: 'string', format: 'date-time' };
export const date: Json = { type: 'string', format: 'date' };
/** Money as the API writes it in text: a decimal string with 2 places. */
export const moneyText: Json = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$' };
export const nullable = (s: Json): Json => ({ anyOf: [s, { type: 'null' }] });
export const arr = (items: Json): Json => ({ type: 'array', items });
export const oneOf = (...values: (string | number)[]): Json => ({ enum: values });
/** An object whose every listed property is present; `optional` ones may be absent. */
export const obj = (properties: Record<string, Json>, optional: string[] = []): Json => ({
  type: 'object',
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});
/** Free-form object (a map whose keys the caller chooses). */
export const map = (values: Json = {}): Json => ({ type: 'object', additionalProperties: values });
/** A paged list: data.items and data.meta (api/http/envelope.ts, paged()). */
export const page = (item: Json): Json =>
  obj({
    items: arr(item),
    meta: obj({ current_page: int, per_page: int, total: int, last_page: int }),
  });
export const pageOf = (items: unknown[], total = items.length) => ({
  items,
  meta: { current_page: 1, per_page: 15, total, last_page: Math.max(1, Math.ceil(total / 15)) },
});
