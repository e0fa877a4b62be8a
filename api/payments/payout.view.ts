import type { PayoutRow } from '../../sql/repos/payouts.repo';
import { moneyNumber } from '../domain/money';

/** The API's Payout object; amount is a JSON number with 2 decimals (money is computed exactly and rounded once). */
export interface Payout {
  id: number;
  affiliate_id: number;
  affiliate_name: string;
  amount: number;
  currency: string;
  method: string | null;
  status: string;
  reference: string | null;
  payout_run_id: number | null;
  paid_at: string | null;
  created_at: string;
}

/** A payout as the reports' ClickHouse queries select it (report-queries.ts, PAYOUT_COLUMNS). */
export interface ChPayoutRow {
  id: number;
  affiliate_id: number;
  affiliate_name: string;
  amount_text: string;
  currency: string;
  method: string;
  status: string;
  reference: string;
  payout_run_id: number | null;
  paid_at_text: string | null;
  created_at_text: string;
}

export function toPayout(r: PayoutRow): Payout {
  return {
    id: r.id,
    affiliate_id: r.affiliate_id,
    affiliate_name: r.affiliate_name,
    amount: moneyNumber(r.amount),
    currency: r.currency,
    method: r.method,
    status: r.status,
    reference: r.reference,
    payout_run_id: r.payout_run_id,
    paid_at: r.paid_at,
    created_at: r.created_at,
  };
}

/** The same object from its ClickHouse row, where absent text is '' rather than null. */
export function chToPayout(r: ChPayoutRow): Payout {
  return {
    id: r.id,
    affiliate_id: r.affiliate_id,
    affiliate_name: r.affiliate_name,
    amount: moneyNumber(r.amount_text),
    currency: r.currency,
    method: r.method || null,
    status: r.status,
    reference: r.reference || null,
    payout_run_id: r.payout_run_id === null ? null : Number(r.payout_run_id),
    paid_at: r.paid_at_text ? `${r.paid_at_text}Z` : null,
    created_at: `${r.created_at_text}Z`,
  };
}
