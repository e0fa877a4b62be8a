import { recordApiResponse } from './api-contract';

export interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as-is (e.g. malformed JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Aborts the call (e.g. AbortSignal.timeout), so a server that never answers fails the test. */
  signal?: AbortSignal;
}

/** One HTTP call against a test server; JSON bodies are parsed when the response is JSON. */
export async function call(
  base: string,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<HttpResult> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) {
    body = opts.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(base + path, { method, headers, body, redirect: 'manual', signal: opts.signal });
  const text = await res.text();
  let parsed: unknown = text;
  const contentType = res.headers.get('content-type') ?? '';
  if (contentType.includes('json') && text) parsed = JSON.parse(text);
  recordApiResponse({ base, method, path, status: res.status, contentType, body: parsed });
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** A client bound to one server and, optionally, one token. */
export function client(base: string, token?: string) {
  const go =
    (method: string) =>
    (path: string, opts: CallOptions = {}) =>
      call(base, method, path, { token, ...opts });
  return { get: go('GET'), post: go('POST'), put: go('PUT'), patch: go('PATCH'), delete: go('DELETE') };
}

export type Client = ReturnType<typeof client>;
