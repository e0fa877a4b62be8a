import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret: whsec_ and the base64 of 32 random bytes. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The webhook-signature header (Standard Webhooks): one `v1,<base64>` per secret, space
 * separated, so during the 24 hours after a rotation a receiver holding either secret verifies.
 */
export function signatureHeader(secrets: string[], id: string, at: Date, body: string): string {
  return secrets.map((s) => new Webhook(s).sign(id, at, body)).join(' ');
}
