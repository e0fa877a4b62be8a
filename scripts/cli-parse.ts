import { Decimal } from 'decimal.js';

export class CliParseError extends Error {}

/** A percentage 0-100 with at most two decimals, as a 2-decimal string. */
export function parseRate(text: string): string {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text))
    throw new CliParseError(`"${text}" is not a rate (0-100, at most 2 decimals)`);
  const d = new Decimal(text);
  if (d.gt(100)) throw new CliParseError(`"${text}" is over 100`);
  return d.toFixed(2);
}

function parseAmount(text: string): string {
  if (!/^\d{1,16}(\.\d{1,2})?$/.test(text))
    throw new CliParseError(`"${text}" is not an amount (at most 2 decimals)`);
  return new Decimal(text).toFixed(2);
}

/** "0-100:5,100-500:7.5,500-:10" → sorted, non-overlapping tiers; a blank max is unlimited. */
export function parseTierSpec(spec: string): { minAmount: string; maxAmount: string | null; rate: string }[] {
  const tiers = spec.split(',').map((part) => {
    const m = /^\s*([\d.]+)\s*-\s*([\d.]*)\s*:\s*([\d.]+)\s*$/.exec(part);
    if (!m) throw new CliParseError(`"${part}" is not of the form min-max:rate`);
    const minAmount = parseAmount(m[1]);
    const maxAmount = m[2] ? parseAmount(m[2]) : null;
    if (maxAmount !== null && new Decimal(maxAmount).lte(minAmount))
      throw new CliParseError(`"${part}": max must exceed min`);
    return { minAmount, maxAmount, rate: parseRate(m[3]) };
  });
  tiers.sort((a, b) => new Decimal(a.minAmount).cmp(b.minAmount));
  for (let i = 1; i < tiers.length; i += 1) {
    const prev = tiers[i - 1];
    if (prev.maxAmount === null || new Decimal(prev.maxAmount).gt(tiers[i].minAmount))
      throw new CliParseError(
        `tiers ${prev.minAmount}-${prev.maxAmount ?? ''} and ${tiers[i].minAmount}-${tiers[i].maxAmount ?? ''} overlap`,
      );
  }
  return tiers;
}
