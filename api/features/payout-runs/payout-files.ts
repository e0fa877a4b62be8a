import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { transliterate } from 'transliteration';
import { PayoutRunsRepo, type PayoutFileRow } from '../../../sql/repos/payout-runs.repo';
import type { SettingsRow } from '../../../sql/repos/settings.repo';
import { streamRows } from '../../../sql/stream';
import type { Deps } from '../../deps';
import { NotFoundError, ValidationError } from '../../errors';
import type { Cell, ExportSection } from '../../http/export';
import { openDetails, type PayoutDetails, type PayoutMethodName } from '../../payments/details';

export type PayoutFileFormat = 'paypal' | 'wise' | 'sepa';

/** Which payouts of a run each file pays. */
const FORMAT_METHOD: Record<PayoutFileFormat, PayoutMethodName> = {
  paypal: 'paypal',
  wise: 'wise',
  sepa: 'bank_transfer',
};

/** A run's file, ready to stream: a CSV (its sections) or the SEPA XML (its writer). */
export type PayoutFile =
  | { kind: 'csv'; baseName: string; sections: ExportSection[] }
  | { kind: 'xml'; baseName: string; write: (out: Writable) => Promise<void> };

interface FileRow {
  id: number;
  amount: string;
  currency: string;
  name: string;
  details: PayoutDetails;
}

type Ctx = Pick<Deps, 'db' | 'config' | 'clock'>;

/** The run's payouts of the method, their details opened, read through a cursor (flat memory). */
async function* fileRows(deps: Ctx, businessId: number, id: number, method: string): AsyncGenerator<FileRow> {
  const rows = streamRows<PayoutFileRow>(deps.db, PayoutRunsRepo.fileRowsQuery, { businessId, id, method });
  for await (const r of rows) {
    yield {
      id: r.id,
      amount: r.amount,
      currency: r.currency,
      name: r.affiliate_name,
      details: r.details_sealed ? openDetails(deps.config.payouts.detailsKey, r.details_sealed) : {},
    };
  }
}

async function* mapRows(rows: AsyncIterable<FileRow>, f: (r: FileRow) => Cell[]): AsyncGenerator<Cell[]> {
  for await (const r of rows) yield f(r);
}

/**
 * PayPal Payouts' payment file (Payouts Web): no header row; per payout the recipient's email,
 * the amount, the currency, the payout id as the item's reference, a note, and the wallet.
 */
function paypalSections(rows: AsyncIterable<FileRow>): ExportSection[] {
  return [
    {
      columns: [],
      rows: mapRows(rows, (r) => [
        r.details.email,
        r.amount,
        r.currency,
        String(r.id),
        `Payout ${r.id}`,
        'PAYPAL',
      ]),
    },
  ];
}

/**
 * Wise's batch payment template: a header row, then per payout the recipient (by email, or by
 * account holder and IBAN), the payout id as the payment reference, the amount fixed in the
 * target currency.
 */
function wiseSections(rows: AsyncIterable<FileRow>): ExportSection[] {
  return [
    {
      columns: [
        'name',
        'recipientEmail',
        'paymentReference',
        'receiverType',
        'amountCurrency',
        'amount',
        'sourceCurrency',
        'targetCurrency',
        'type',
        'IBAN',
      ],
      rows: mapRows(rows, (r) => [
        r.details.account_holder ?? r.name,
        r.details.email ?? null,
        String(r.id),
        'PRIVATE',
        'target',
        r.amount,
        r.currency,
        r.currency,
        r.details.iban ? 'IBAN' : 'EMAIL',
        r.details.iban ?? null,
      ]),
    },
  ];
}

/** SEPA's character set (Latin letters, digits and / - ? : ( ) . , ' + space), at most `max` long. */
function sepaText(value: string, max: number): string {
  const text = transliterate(value)
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, max) || 'NOTPROVIDED';
}

/** ISODateTime without a zone, as pain.001 groups carry it. */
const isoLocal = (d: Date) => d.toISOString().slice(0, 19);

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
/** `<Name>text</Name>` with the text escaped; `parent` wraps elements already written. */
const el = (name: string, text: string) => `<${name}>${esc(text)}</${name}>`;
const parent = (name: string, ...inner: string[]) => `<${name}>${inner.join('')}</${name}>`;

/**
 * A SEPA credit transfer initiation (ISO 20022 pain.001.001.03): one payment block from the
 * business's debtor account, one transaction per bank_transfer payout with its id as the
 * end-to-end reference. Written as text with every value escaped (a tree-building XML
 * library took seconds per thousand transactions), in 64 KB pieces, waiting for the
 * response to drain: memory stays flat however large the run.
 */
function sepaWriter(
  deps: Ctx,
  businessId: number,
  runId: number,
  debtor: NonNullable<SettingsRow['payout_debtor']>,
  summary: { count: number; total: string },
): (out: Writable) => Promise<void> {
  return async (out) => {
    const now = deps.clock.now();
    const failure = new Promise<never>((_, reject) => out.once('error', reject));
    failure.catch(() => undefined);
    const count = String(summary.count);
    let pending =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn>' +
      parent(
        'GrpHdr',
        el('MsgId', `RUN-${runId}-${now.getTime()}`),
        el('CreDtTm', isoLocal(now)),
        el('NbOfTxs', count),
        el('CtrlSum', summary.total),
        parent('InitgPty', el('Nm', sepaText(debtor.name, 70))),
      ) +
      '<PmtInf>' +
      el('PmtInfId', `RUN-${runId}`) +
      el('PmtMtd', 'TRF') +
      el('BtchBookg', 'true') +
      el('NbOfTxs', count) +
      el('CtrlSum', summary.total) +
      parent('PmtTpInf', parent('SvcLvl', el('Cd', 'SEPA'))) +
      el('ReqdExctnDt', now.toISOString().slice(0, 10)) +
      parent('Dbtr', el('Nm', sepaText(debtor.name, 70))) +
      parent('DbtrAcct', parent('Id', el('IBAN', debtor.iban))) +
      parent('DbtrAgt', parent('FinInstnId', el('BIC', debtor.bic))) +
      el('ChrgBr', 'SLEV') +
      '\n';
    for await (const r of fileRows(deps, businessId, runId, 'bank_transfer')) {
      pending +=
        parent(
          'CdtTrfTxInf',
          parent('PmtId', el('EndToEndId', String(r.id))),
          parent('Amt', `<InstdAmt Ccy="${esc(r.currency)}">${esc(r.amount)}</InstdAmt>`),
          r.details.bic ? parent('CdtrAgt', parent('FinInstnId', el('BIC', r.details.bic))) : '',
          parent('Cdtr', el('Nm', sepaText(r.details.account_holder ?? r.name, 70))),
          parent('CdtrAcct', parent('Id', el('IBAN', r.details.iban ?? ''))),
          parent('RmtInf', el('Ustrd', `Payout ${r.id}`)),
        ) + '\n';
      if (pending.length < 65_536) continue;
      out.write(pending);
      pending = '';
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), failure]);
    }
    out.end(`${pending}</PmtInf></CstmrCdtTrfInitn></Document>\n`);
    await Promise.race([once(out, 'finish'), failure]);
  };
}

/**
 * GET /v1/payout-runs/{id}/file: the run's payouts of the format's method as the provider's
 * upload file, with the real (unsealed) details; failed payouts are left out. Checked before
 * the first byte: an unknown run is 404; a SEPA file needs `payout_debtor`, the run in EUR (the
 * business currency when it was made) and at least one bank_transfer payout (422 on format).
 */
export async function payoutRunFile(
  deps: Ctx,
  businessId: number,
  id: number,
  format: PayoutFileFormat,
): Promise<PayoutFile> {
  const run = await deps.db.payoutRuns.find(businessId, id);
  if (!run) throw new NotFoundError('Payout run not found');
  const baseName = `payout-run-${id}-${format}`;
  const method = FORMAT_METHOD[format];
  if (format === 'paypal')
    return { kind: 'csv', baseName, sections: paypalSections(fileRows(deps, businessId, id, method)) };
  if (format === 'wise')
    return { kind: 'csv', baseName, sections: wiseSections(fileRows(deps, businessId, id, method)) };
  const settings = await deps.db.settings.get(businessId);
  if (!settings.payout_debtor)
    throw ValidationError.field('format', 'A SEPA file needs the payout_debtor setting (name, IBAN, BIC)');
  // The run is in the business currency of when it was made, and so are its payouts.
  if (run.currency !== 'EUR')
    throw ValidationError.field(
      'format',
      `A SEPA file pays in EUR; this run is in ${run.currency} (the business currency)`,
    );
  const summary = await deps.db.payoutRuns.fileSummary(businessId, id, method);
  if (!summary.count) throw ValidationError.field('format', 'The run has no bank_transfer payouts to pay');
  return { kind: 'xml', baseName, write: sepaWriter(deps, businessId, id, settings.payout_debtor, summary) };
}
