import type { DeliveryRow, EndpointRow } from '../../../sql/repos/webhooks.repo';

/** The API's webhook endpoint; the secret only where it was just made (create, rotate). */
export function toEndpoint(r: EndpointRow) {
  return {
    id: r.id,
    url: r.url,
    events: r.events,
    description: r.description,
    is_active: r.is_active,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export function toDelivery(r: DeliveryRow) {
  return {
    id: r.id,
    event_id: r.event_id,
    event_type: r.event_type,
    status: r.status,
    attempts: r.attempts,
    last_response_status: r.last_response_status,
    last_error: r.last_error,
    next_attempt_at: r.status === 'pending' ? r.next_attempt_at : null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export type Endpoint = ReturnType<typeof toEndpoint>;
