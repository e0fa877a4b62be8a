import { pageMeta, type PageMeta } from '../../../http/envelope';

export interface FeedPage {
  page: number;
  perPage: number;
}

/** A feed's payload: {data: rows, pagination{current_page, last_page, per_page, total}}. */
export interface Feed<T> {
  data: T[];
  pagination: PageMeta;
}

export const feed = <T>(rows: T[], p: FeedPage, total: number): Feed<T> => ({
  data: rows,
  pagination: pageMeta(p.page, p.perPage, total),
});

/** LIMIT/OFFSET parameters of a page. */
export const pageWindow = (p: FeedPage) => ({ limit: p.perPage, offset: (p.page - 1) * p.perPage });
