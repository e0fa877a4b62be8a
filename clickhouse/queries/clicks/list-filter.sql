-- GET /v1/clicks's filter, composed into list-page.sql and list-count.sql. Each filter has a
-- neutral value that leaves it out: quality '' (with counted 1, only is_bot = 0 clicks, the
-- default; with counted 0, every click: quality=all), link 0, affiliate 0, and the Date
-- type's own first and last day.
business_id = {b:UInt64}
  AND ({counted:UInt8} = 0 OR is_bot = 0)
  AND ({quality:String} = '' OR quality = {quality:String})
  AND ({link:UInt64} = 0 OR referral_link_id = {link:UInt64})
  AND ({aff:UInt64} = 0 OR affiliate_id = {aff:UInt64})
  AND toDate(created_at) >= {from:Date} AND toDate(created_at) <= {to:Date}
