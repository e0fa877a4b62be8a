import type { Response } from 'express';

/** Success envelope: {success: true, message, data?}. */
export function send(res: Response, status: number, message: string, data?: unknown): void {
  const body: Record<string, unknown> = { success: true, message };
  if (data !== undefined) body.data = data;
  res.status(status).json(body);
}

export const ok = (res: Response, message: string, data?: unknown) => send(res, 200, message, data);
export const created = (res: Response, message: string, data?: unknown) => send(res, 201, message, data);
export const accepted = (res: Response, message: string, data?: unknown) => send(res, 202, message, data);
export const noContent = (res: Response) => void res.status(204).end();

export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** Paged lists: data.items and data.meta. */
export function paged<T>(items: T[], page: number, perPage: number, total: number) {
  return { items, meta: pageMeta(page, perPage, total) };
}
