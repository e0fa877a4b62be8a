-- Asynchronous exports (docs/reports.md, Asynchronous exports): one row per requested export, built by the
-- exports worker into EXPORT_DIR and removed with its file 24 hours after it was requested.
CREATE TABLE exports (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id  bigint NOT NULL REFERENCES businesses (id),
  type         text NOT NULL CHECK (type IN ('affiliates', 'orders', 'report')),
  format       text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  params       jsonb NOT NULL DEFAULT '{}',
  status       text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  progress     integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  rows         bigint NOT NULL DEFAULT 0,
  file_name    text,
  file_path    text,
  error        text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  started_at   timestamptz,
  finished_at  timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exports_business_idx ON exports (business_id, id);
CREATE INDEX exports_created_idx ON exports (created_at);

