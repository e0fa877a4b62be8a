-- How many clicks GET /v1/clicks holds under its filter (list-filter.sql).
SELECT count() AS total FROM clicks FINAL WHERE ${filter:raw}
