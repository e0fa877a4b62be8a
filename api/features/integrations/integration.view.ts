import type { EventLogRow, IntegrationRow } from '../../../sql/repos/integrations.repo';
import type { Config } from '../../config';

/** The API's integration: never its secret. */
export function toIntegration(r: IntegrationRow, config: Pick<Config, 'appScheme' | 'appDomain'>) {
  return {
    id: r.id,
    provider: r.provider,
    endpoint_url: `${config.appScheme}://${config.appDomain}/hooks/${r.provider}/${r.id}`,
    created_at: r.created_at,
    last_event_at: r.last_event_at,
  };
}

/** One entry of the events log; outcome is null until the worker has processed the event. */
export function toEventLogEntry(r: EventLogRow) {
  return {
    id: r.id,
    provider_event_id: r.provider_event_id,
    type: r.type,
    received_at: r.received_at,
    outcome: r.outcome,
    order_id: r.order_id,
    error: r.error,
  };
}
