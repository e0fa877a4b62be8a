import { Joi } from 'celebrate';
import { BIC, IBAN } from 'ibankit';
import { email } from '../http/schemas';
import { openSecret, sealSecret } from '../security/secret-box';

/** Where an affiliate can be paid (README, "Payout runs"). */
export const PAYOUT_METHODS = ['paypal', 'wise', 'bank_transfer', 'other'] as const;
export type PayoutMethodName = (typeof PAYOUT_METHODS)[number];

/** The details of a method, as validated (IBAN and BIC in their electronic form). */
export interface PayoutDetails {
  email?: string;
  account_holder?: string;
  iban?: string;
  bic?: string;
  instructions?: string;
}

/**
 * An IBAN, spaces allowed and any case, checked by ibankit (country length and structure, and
 * the ISO 7064 check digits); stored in its electronic form (no spaces, upper case).
 */
export const iban = () =>
  Joi.string()
    .trim()
    .max(64)
    .custom((v: string, helpers) => {
      const electronic = v.replace(/\s+/g, '').toUpperCase();
      return IBAN.isValid(electronic) ? electronic : helpers.error('iban.invalid');
    })
    .messages({ 'iban.invalid': '{{#label}} must be a valid IBAN (its check digits included)' });

/** A BIC (8 or 11 characters), checked by ibankit, stored upper case. */
export const bic = () =>
  Joi.string()
    .trim()
    .max(11)
    .custom((v: string, helpers) => {
      const upper = v.toUpperCase();
      return BIC.isValid(upper) ? upper : helpers.error('bic.invalid');
    })
    .messages({ 'bic.invalid': '{{#label}} must be a valid BIC (8 or 11 characters)' });

/** A name as a bank shows it; SEPA carries at most 70 characters of it. */
const holder = () => Joi.string().trim().min(1).max(70);

const paypal = Joi.object({ email: email().required() });
const bankAccount = Joi.object({ account_holder: holder().required(), iban: iban().required() });
const wise = Joi.alternatives().try(paypal, bankAccount).match('one').messages({
  'alternatives.match': '{{#label}} must hold either email, or account_holder and iban',
});
const bankTransfer = Joi.object({
  account_holder: holder().required(),
  iban: iban().required(),
  bic: bic().allow(null),
});
const other = Joi.object({ instructions: Joi.string().trim().min(1).max(500).required() });

/** PUT …/payout-method: `{method, details}`, the details' shape chosen by the method. */
export const payoutMethodBody = Joi.object({
  method: Joi.string()
    .valid(...PAYOUT_METHODS)
    .required(),
  details: Joi.alternatives()
    .conditional('method', {
      switch: [
        { is: 'paypal', then: paypal },
        { is: 'wise', then: wise },
        { is: 'bank_transfer', then: bankTransfer },
        { is: 'other', then: other },
      ],
    })
    .required(),
}).required();

/** Only the first character of the mailbox: "j***@example.com". */
function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  return `${value.slice(0, 1)}***${value.slice(at)}`;
}

/** Country and check digits and the last two characters, in groups of four: "DE89 **** **** **** **** 00". */
export function maskIban(value: string): string {
  const masked = value.slice(0, 4) + '*'.repeat(Math.max(0, value.length - 6)) + value.slice(-2);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * What reads show. The account holder and the BIC (a bank's public code) stay; the mailbox, the
 * account number and free-text instructions, which may carry one, do not.
 */
export function maskDetails(d: PayoutDetails): PayoutDetails {
  const out: PayoutDetails = {};
  if (d.email !== undefined) out.email = maskEmail(d.email);
  if (d.account_holder !== undefined) out.account_holder = d.account_holder;
  if (d.iban !== undefined) out.iban = maskIban(d.iban);
  if (d.bic !== undefined) out.bic = d.bic;
  if (d.instructions !== undefined) out.instructions = `${d.instructions.slice(0, 4)}***`;
  return out;
}

/** The details sealed for storage with PAYOUT_DETAILS_KEY (as issued when it is unset). */
export const sealDetails = (key: Buffer | undefined, d: PayoutDetails): string =>
  sealSecret(key, JSON.stringify(d));

export const openDetails = (key: Buffer | undefined, stored: string): PayoutDetails =>
  JSON.parse(openSecret(key, stored, 'a payout method', 'PAYOUT_DETAILS_KEY')) as PayoutDetails;
