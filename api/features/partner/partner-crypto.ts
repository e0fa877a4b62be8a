import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DecryptionFailedError } from '../../errors';
import { sha256 } from '../../security/crypto';

export interface PartnerEnvelope {
  payload: string;
  iv: string;
  mac: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const HEX64 = /^[0-9a-fA-F]{64}$/;

function strictBase64(text: string): Buffer {
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw new DecryptionFailedError('Malformed base64');
  return Buffer.from(text, 'base64');
}

/**
 * The partner envelope (API reference, Partner payload encryption): AES-256-CBC/PKCS7 under
 * SHA-256(PARTNER_TOKEN), HMAC-SHA256 over IV ‖ ciphertext with the same key. The MAC is
 * checked first and in constant time, so nothing is decrypted that the partner did not send.
 */
export function openEnvelope(partnerToken: string, env: PartnerEnvelope): unknown {
  const key = sha256(partnerToken);
  const iv = strictBase64(env.iv);
  const ciphertext = strictBase64(env.payload);
  if (iv.length !== 16) throw new DecryptionFailedError('The IV must be 16 bytes');
  if (!HEX64.test(env.mac)) throw new DecryptionFailedError('The MAC must be 64 hex characters');
  const expected = createHmac('sha256', key).update(iv).update(ciphertext).digest();
  if (!timingSafeEqual(expected, Buffer.from(env.mac, 'hex')))
    throw new DecryptionFailedError('MAC verification failed');
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new DecryptionFailedError('The payload could not be decrypted');
  }
  try {
    return JSON.parse(plain);
  } catch {
    throw new DecryptionFailedError('The decrypted payload is not JSON');
  }
}

/** The partner's side of the envelope; used by tests, the bench and partner SDK examples. */
export function sealEnvelope(
  partnerToken: string,
  payload: unknown,
  iv: Buffer = randomBytes(16),
): PartnerEnvelope {
  const key = sha256(partnerToken);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const mac = createHmac('sha256', key).update(iv).update(ciphertext).digest('hex');
  return { payload: ciphertext.toString('base64'), iv: iv.toString('base64'), mac };
}
