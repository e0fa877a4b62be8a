/**
 * The `warehouse` process (Procfile): it owns the embedded ClickHouse data folder
 * (CLICKHOUSE_PATH), which only one process may open, and serves ClickHouse's HTTP interface
 * on WAREHOUSE_HOST:WAREHOUSE_PORT (127.0.0.1:8123) to the user `service` with
 * WAREHOUSE_PASSWORD. Web, worker and scheduler processes then set
 * CLICKHOUSE_URL=http://service:<password>@127.0.0.1:8123 and reach it as they reach a
 * ClickHouse server (docs/scaling.md).
 */
import { loadConfig } from '../api/config';
import { createLogger } from '../api/logger';
import { exitOnSignal, guardProcess, runScript } from '../api/process';
import { warehouseServer } from '../clickhouse/warehouse';

runScript(async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const { password, host, port, maxBodyBytes } = config.warehouse;
  if (!password)
    throw new Error('WAREHOUSE_PASSWORD is required (at least 8 characters) for the user service');
  if (config.clickhouseUrl)
    throw new Error(
      'CLICKHOUSE_URL is set: the warehouse serves the embedded engine (CLICKHOUSE_PATH) itself',
    );
  const analystPassword = config.analyst.serverPassword;
  const server = warehouseServer({
    dataPath: config.clickhousePath,
    password,
    analyst: analystPassword
      ? { user: config.analyst.serverUser, password: analystPassword, limits: config.analyst }
      : undefined,
    stallMs: config.deadlines.exportIdleMs,
    logger,
    maxBodyBytes,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  logger.info({ host, port: bound }, 'warehouse ready');
  process.stdout.write(`${JSON.stringify({ warehouse: { host, port: bound } })}\n`);
  const stop = exitOnSignal(logger, async () => {
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  guardProcess(logger, stop);
  // Serves until a signal: runScript's exit waits for this.
  await new Promise<never>(() => undefined);
});
