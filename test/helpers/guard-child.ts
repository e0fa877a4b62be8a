/**
 * A process with the running service's guard (api/process.ts, guardProcess) and nothing else,
 * for test/foundation/no-request-ends-process.test.ts: it lets a rejection (whose message
 * names a URL with a password) and one of Node's own header refusals escape, says it is still
 * up, then lets a plain bug escape a callback. Logs go to stdout (pino, LOG_LEVEL).
 */
import http from 'node:http';
import { createLogger } from '../../api/logger';
import { exitOnSignal, guardProcess } from '../../api/process';

const logger = createLogger('info');
const stop = exitOnSignal(logger, async () => {
  process.stdout.write('closed gracefully\n');
});
guardProcess(logger, stop);
// Nothing else keeps this process alive: the guard's survival must be seen, not assumed.
const alive = setInterval(() => undefined, 1_000);

void Promise.reject(new Error('lost in postgres://app:hunter2-secret@db.internal/affiliate'));
setTimeout(() => {
  // What node:http throws for a header value with CR/LF, outside any try.
  const res = new http.ServerResponse(new http.IncomingMessage(null as never));
  res.setHeader('X-Echo', 'a\r\nX: 1');
}, 50);
setTimeout(() => process.stdout.write('still serving\n'), 200);
setTimeout(() => {
  clearInterval(alive);
  (null as unknown as { bug(): void }).bug();
}, 300);
