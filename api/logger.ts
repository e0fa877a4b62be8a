import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, bindings: Record<string, unknown> = {}): Logger {
  return pino({
    level,
    base: { service: 'affiliate', ...bindings },
    redact: { paths: ['req.headers.authorization', 'api_secret', 'password'], remove: true },
  });
}
