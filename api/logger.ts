import pino, { type Logger } from 'pino';
import { LOG_REDACT_PATHS, maskUrls } from './redact';

export type { Logger };

/** An error as pino writes it, with any URL's password masked (a driver may name its connection string). */
function errWithoutPasswords(err: unknown): unknown {
  if (typeof err === 'string') return maskUrls(err);
  const out: Record<string, unknown> = pino.stdSerializers.err(err as Error);
  if (!out || typeof out !== 'object') return out;
  for (const k of ['message', 'stack'] as const) if (typeof out[k] === 'string') out[k] = maskUrls(out[k]);
  return out;
}

export function createLogger(
  level: string,
  bindings: Record<string, unknown> = {},
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level,
      base: { service: 'affiliate', ...bindings },
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: errWithoutPasswords },
    },
    destination,
  );
}
