-- Flush records are needed only while a flush can still be retried.
DELETE FROM click_count_flushes WHERE created_at < now() - interval '1 day'
