/**
 * Secrets stay out of what the service shows: configuration errors, logs and error bodies
 * (README, "For operators"). URLs keep everything but their password.
 */

/** `scheme://user:password@` up to the last `@` before the host; a password may hold `@` or `/`. */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s"'<>@:/]*):([^\s"'<>]*)@/gi;

/** `text` with the password of every URL in it replaced by `***`. */
export function maskUrls(text: string): string {
  return text.replace(URL_USERINFO, (_m, scheme: string, user: string) => `${scheme}${user}:***@`);
}

/** Configuration variables whose whole value is a secret (never shown, not even masked). */
export const isSecretVariable = (name: string): boolean => /(TOKEN|PASSWORD|SECRET|_KEY)$/i.test(name);

/**
 * What pino leaves out of every log line: credentials in headers and bodies, and the partner's
 * encrypted envelope. One level of nesting (`*.x`) covers `req`, `body` and `err` objects.
 */
export const LOG_REDACT_PATHS = [
  'authorization',
  'headers.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-clickhouse-key"]',
  'headers["x-clickhouse-key"]',
  ...[
    'api_secret',
    'password',
    'token',
    'access_token',
    'secret',
    'partner_token',
    'admin_token',
    'payload',
    'iv',
    'mac',
  ].flatMap((k) => [k, `*.${k}`]),
];

/** What a process prints when it cannot start or run: the error's message, URLs masked. */
export const failureText = (err: unknown): string =>
  maskUrls(err instanceof Error ? err.message : String(err));
