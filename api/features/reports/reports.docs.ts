import type { OpDocs } from '../../http/op-docs';

const RANGE = 'date_from..date_to (dates; default the last 30 days, at most 366 days).';

export const docs: OpDocs = {
  'get /v1/reports/stats': {
    summary: 'Program totals: clicks, orders, revenue, commission',
    description: `${RANGE} From ClickHouse; a failure there is 500 REPORT_ERROR.`,
  },
  'get /v1/reports/commission-chart': {
    summary: 'Commission by day, week or month',
    description: `${RANGE} group_by day (default), week or month; periods with nothing are 0.`,
  },
  'get /v1/reports/top-affiliates': {
    summary: 'The affiliates with the most commission',
    description: `${RANGE} limit 1-100 (default 10), by commission then orders.`,
  },
  'get /v1/reports/clicks-by-campaign': {
    summary: 'Clicks and orders by link campaign',
    description: `${RANGE} Links without a campaign are grouped as null.`,
  },
  'get /v1/reports/payouts': {
    summary: 'Payouts in a range, with totals by status',
    description: RANGE,
  },
  'get /v1/reports/export': {
    summary: 'Downloads a report as CSV or XLSX',
    description: `report names one of the reports above; ${RANGE} Streamed; 503 with Retry-After while the export connections are busy.`,
  },
  'get /v1/reports/fraud': {
    summary: 'Fraud signals: flagged clicks, orders and affiliates',
    description: `${RANGE} Counts by rule (datacenter_click, click_burst, ip_conversion_limit, review_above, …) and the most flagged affiliates.`,
  },
};
