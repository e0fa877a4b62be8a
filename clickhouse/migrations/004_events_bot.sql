-- Events from a user agent recognised as a crawler are kept (a server-side batch may carry
-- no user agent at all, which says nothing about the visitor) but flagged, so analytics can
-- leave them out the way clicks leave out is_bot.
ALTER TABLE events ADD COLUMN IF NOT EXISTS is_bot UInt8 DEFAULT 0 AFTER traffic_source;
