// Generated from clients/ts/openapi.json by openapi-typescript; do not edit.
export interface paths {
    "/v1/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchanges an API key and secret for an access token
         * @description The token is valid 4 hours; ask for a new one when it has under 10 minutes left. A key holds at most 20 unexpired tokens (minting a 21st retires its oldest). An unknown key, a wrong secret, a revoked or expired key are 401 UNAUTHORIZED; an inactive business is 403; a store outage 503. Limited per client IP.
         */
        post: operations["postV1AuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/partner/register-business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A partner platform registers a business (encrypted body)
         * @description Behind the pre-shared partner token. The body is encrypted with a key derived from it; an undecryptable one is 400 DECRYPTION_FAILED. Creates the owner (or reuses the e-mail), the business with a unique slug, an all-scope API key and a first token. A second business of the same name for the same owner is 409 BUSINESS_EXISTS; PARTNER_ENABLED=false is 503 PARTNER_DISABLED, no PARTNER_TOKEN 503 PARTNER_NOT_CONFIGURED.
         *
         *     Authorization: Bearer <The partner token (PARTNER_TOKEN)>
         */
        post: operations["postV1PartnerRegisterBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connection/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's connection: active, its plan and key
         * @description What the calling key's business looks like to the platform; a store outage is 503.
         */
        get: operations["getV1ConnectionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connection/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disconnects the business from the platform
         * @description Deactivates the business: every token of it answers 403 from the next request, links stop redirecting, queued work is kept. Only the CLI (business:reactivate) brings it back, with new tokens.
         */
        post: operations["postV1ConnectionDisconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{affiliateId}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists one affiliate's referral links
         * @description Paged (page, per_page), filtered by is_active and a search over slug, campaign and destination, sorted by created_at (default), click_count or slug. An affiliate of another business is 404.
         */
        get: operations["getV1AffiliatesAffiliateIdLinks"];
        put?: never;
        /**
         * Creates a referral link for an affiliate
         * @description destination_url http(s), at most 2048 characters; slug generated unless given (letters, digits, - and _, unique across the platform: a taken slug is 422). tracking_url is what the affiliate shares: /r/{slug} on the business host.
         */
        post: operations["postV1AffiliatesAffiliateIdLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{affiliateId}/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists an affiliate's coupon codes
         * @description Codes that credit an order to the affiliate when the shop reports them as coupon_code.
         */
        get: operations["getV1AffiliatesAffiliateIdCoupons"];
        put?: never;
        /**
         * Gives an affiliate a coupon code
         * @description code: letters, digits, - and _, unique in the business regardless of case (a taken code is 422). An order with this coupon_code is credited to the affiliate when it has no click.
         */
        post: operations["postV1AffiliatesAffiliateIdCoupons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{affiliateId}/coupons/{couponId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes a coupon code
         * @description Orders already credited keep their affiliate; later orders with the code are not credited.
         */
        delete: operations["deleteV1AffiliatesAffiliateIdCouponsCouponId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the business's affiliates
         * @description Paged (page, per_page up to 100, default 25), filtered by status and a search over name, e-mail and referral code, sorted by created_at (default), referral_code, status or commission_rate. Deleted affiliates are not listed.
         */
        get: operations["getV1Affiliates"];
        put?: never;
        /**
         * Creates an affiliate
         * @description Creates the user (or reuses the one with this e-mail) and its membership of this business, active at once. referral_code is generated unless given (letters and digits, unique in the business). A user who is already an affiliate of this business is 409 AFFILIATE_EXISTS.
         */
        post: operations["postV1Affiliates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts affiliates by status
         * @description The business's affiliates counted by status, with the total; deleted ones are not counted.
         */
        get: operations["getV1AffiliatesStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads the affiliates as CSV or XLSX
         * @description The list filters (status, search) or ids=1,2,3 (at most 100); format=csv (default) or xlsx. Streamed from one cursor; large downloads share the export connections (503 with Retry-After when busy).
         */
        get: operations["getV1AffiliatesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers an affiliate who signed up (pending review)
         * @description For a business's own sign-up form: the affiliate starts pending, unless the business auto-approves. The registration fraud rules may flag it (risk). 403 REGISTRATION_DISABLED when the business closed registration; 409 AFFILIATE_EXISTS for a member.
         */
        post: operations["postV1AffiliatesRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One affiliate, with its link count and payout method
         * @description An affiliate of another business, or deleted, is 404. payout_method shows the details masked.
         */
        get: operations["getV1AffiliatesId"];
        put?: never;
        post?: never;
        /**
         * Deletes an affiliate
         * @description Soft delete: the affiliate disappears from lists and its links stop redirecting; its orders, ledger and payouts stay. Its portal tokens are retired.
         */
        delete: operations["deleteV1AffiliatesId"];
        options?: never;
        head?: never;
        /**
         * Changes an affiliate's commission rate or notes
         * @description Only the fields given change; commission_rate null falls back to the business rate. Records affiliate.updated.
         */
        patch: operations["patchV1AffiliatesId"];
        trace?: never;
    };
    "/v1/affiliates/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves an affiliate
         * @description Moves the affiliate from pending to active; any other status is 409 INVALID_STATUS. Optional {reason} is kept in the audit trail. Records an affiliate.updated event.
         */
        post: operations["postV1AffiliatesIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivates an affiliate
         * @description Moves the affiliate from suspended to active; any other status is 409 INVALID_STATUS. Optional {reason} is kept in the audit trail. Records an affiliate.updated event.
         */
        post: operations["postV1AffiliatesIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspends an affiliate
         * @description Moves the affiliate from active to suspended; any other status is 409 INVALID_STATUS. Optional {reason} is kept in the audit trail. Its links stop redirecting. Records an affiliate.updated event.
         */
        post: operations["postV1AffiliatesIdSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{id}/terminate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Terminates an affiliate
         * @description Moves the affiliate from pending, active or suspended to terminated; any other status is 409 INVALID_STATUS. Optional {reason} is kept in the audit trail. Final: its links stop and it cannot be reactivated. Records an affiliate.updated event.
         */
        post: operations["postV1AffiliatesIdTerminate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An affiliate's clicks, conversions and commission
         * @description Over date_from..date_to (dates, default the last 30 days); the same figures as the reports.
         */
        get: operations["getV1AffiliatesIdStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{id}/commission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An affiliate's commission rate and where it comes from
         * @description The affiliate's own rate when set, else the business rate (with the tiers when configured).
         */
        get: operations["getV1AffiliatesIdCommission"];
        /**
         * Sets or clears an affiliate's commission rate
         * @description commission_rate 0-100 with at most 2 decimals, or null for the business rate. Applies to orders recorded afterwards.
         */
        put: operations["putV1AffiliatesIdCommission"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{id}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An affiliate's ledger, newest first
         * @description Every change to what the affiliate is owed: commission on approval, reversal on refund or cancel, payouts and their failure, manual adjustments; each with the balance after it. Paged.
         */
        get: operations["getV1AffiliatesIdLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An affiliate's balance: owed, pending, paid, in payout
         * @description balance is what may be paid now (approved commission net of refunds, adjustments and payouts); pending is commission of orders not yet approved; in_payout is in pending payouts.
         */
        get: operations["getV1AffiliatesIdBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{id}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjusts an affiliate's balance by hand
         * @description A signed amount (not zero) in the business currency, with a memo; appended under the affiliate lock, so concurrent adjustments and payouts never overdraw the balance.
         */
        post: operations["postV1AffiliatesIdAdjustments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{id}/payout-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets where an affiliate is paid
         * @description method paypal {email}, wise ({email} or {account_holder, iban}), bank_transfer {account_holder, iban, bic?} or other {instructions}. IBAN and BIC are checked; details are stored sealed and shown masked. Records affiliate.updated.
         */
        put: operations["putV1AffiliatesIdPayoutMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliates/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issues a portal password reset token for the affiliate's membership of this business
         * @description Single-use, valid 60 minutes, voids any older one; it sets the password for this business only.
         */
        post: operations["postV1AffiliatesIdPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts the business's referral links and their clicks
         * @description Totals over live links of live affiliates: links, active links and clicks counted so far.
         */
        get: operations["getV1LinksStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the business's referral links
         * @description Paged (page, per_page), filtered by is_active and a search over slug, campaign and destination, sorted by created_at (default), click_count or slug. affiliate_id narrows to one affiliate.
         */
        get: operations["getV1Links"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a referral link
         * @description Soft delete: the slug stops redirecting and stays taken; clicks and orders already recorded keep it.
         */
        delete: operations["deleteV1LinksId"];
        options?: never;
        head?: never;
        /**
         * Changes a link's destination, campaign, state or metadata
         * @description The slug never changes. A deactivated link answers 404 on /r/{slug} within a second.
         */
        patch: operations["patchV1LinksId"];
        trace?: never;
    };
    "/v1/links/{id}/commission-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A link's commission rules
         * @description Each with whether it applies now (active, inside its validity window, under max_conversions).
         */
        get: operations["getV1LinksIdCommissionRules"];
        put?: never;
        /**
         * Adds a commission rule to a link
         * @description An order through the link earns commission_rate instead of the affiliate's or business rate while the rule applies: valid_from..valid_until, at most max_conversions orders; among several, the highest priority wins.
         */
        post: operations["postV1LinksIdCommissionRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/links/{linkId}/commission-rules/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes a commission rule
         * @description Orders already recorded keep their commission.
         */
        delete: operations["deleteV1LinksLinkIdCommissionRulesRuleId"];
        options?: never;
        head?: never;
        /**
         * Changes a commission rule
         * @description Only the fields given change; orders already recorded keep their commission.
         */
        patch: operations["patchV1LinksLinkIdCommissionRulesRuleId"];
        trace?: never;
    };
    "/v1/commissions/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What commission an order would earn
         * @description For order_total and an affiliate (or link, or coupon): the rate that would apply (link rule, affiliate rate, tiers or business rate) and the amount, without recording anything. An unknown affiliate, link or coupon is 404.
         */
        get: operations["getV1CommissionsPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sdk/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The browser SDK's configuration for this business
         * @description The publishable key, cookie duration and collect endpoint the SDK needs; for the shop to render into its pages.
         */
        get: operations["getV1SdkInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sdk.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The browser SDK script
         * @description Keeps aff_click (or ref) from the landing URL in a first-party cookie, sends a page view on load and offers affiliate.track(type, props). Public, cacheable.
         */
        get: operations["getSdkJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pageviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends page views and shop events from the server
         * @description One event or {events: [...]} of up to 500 (8 MB of JSON): pageview, product_view, add_to_cart and the other types, tied to a click by click_id or visitor_id. Queued (202); they feed the analytics funnel.
         */
        post: operations["postV1Pageviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clicks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists recorded clicks
         * @description Paged, newest first; filtered by link_id, affiliate_id, a date range and quality (human, bot, suspicious). An unknown link or affiliate is 404. Clicks reach this list within INGEST_FLUSH_SECONDS.
         */
        get: operations["getV1Clicks"];
        put?: never;
        /**
         * Records a click from the server (no redirect)
         * @description For shops that track clicks themselves: slug or referral_code names the link or affiliate (404 when unknown); the click is queued (202) and enriched (device, country, bot and fraud checks) by a worker. Its click_id is returned for the conversion.
         */
        post: operations["postV1Clicks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/r/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Referral redirect: records a click and answers 302 to the link destination
         * @description Unknown slugs are answered from an in-memory filter of every live slug, without a database lookup; 404s are limited per client IP (REDIRECT_NOT_FOUND_PER_MINUTE, default 120 a minute), then 429 with Retry-After. Redirects to live links are not limited.
         */
        get: operations["getRSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Link check: where the link leads, without recording a click
         * @description Unknown slugs are answered from an in-memory filter of every live slug, without a database lookup; 404s are limited per client IP (REDIRECT_NOT_FOUND_PER_MINUTE, default 120 a minute), then 429 with Retry-After. Redirects to live links are not limited.
         */
        head: operations["headRSlug"];
        patch?: never;
        trace?: never;
    };
    "/v1/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Browser event collection (publishable key in X-Publishable-Key)
         * @description Public, CORS open. Body: one event or {events: [...]} (1-50). 300 requests a minute per IP. navigator.sendBeacon, which cannot set headers, may pass the key as ?key= with a text/plain body.
         */
        post: operations["postV1Collect"];
        delete?: never;
        /**
         * CORS preflight of the browser event collection
         * @description Answers any origin: collection is public, the publishable key says which business.
         */
        options: operations["optionsV1Collect"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reports an order from the shop
         * @description Queued and answered 202 at once; a worker attributes it (click_id from the aff_click cookie first, then referral_code, then coupon_code, then the visitor's last click), computes the commission and records it pending. order_id is the shop's own and idempotent: the same order again changes nothing. Amounts are decimal strings or numbers with at most 2 decimals, in currency (default the business currency). Unknown fields are ignored, so check field names: a typed client (README, "Typed client") catches misspellings.
         */
        post: operations["postV1Conversions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversions/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order by the shop's order id
         * @description The order as recorded, with its attribution and commission; 404 until the worker has recorded it.
         */
        get: operations["getV1ConversionsOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversions/{order_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels an order (the shop cancelled it)
         * @description A pending or approved order becomes cancelled; an approved one has its commission reversed in the ledger. Any other status is 409 INVALID_STATUS.
         */
        post: operations["postV1ConversionsOrderIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversions/{order_id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a full or partial refund of an order
         * @description refund_id is idempotent (the same refund again changes nothing); the commission is reduced in proportion to the amount refunded, reversed in the ledger when the order was approved. The total refunded cannot exceed order_total (422). A rejected or cancelled order is 409 INVALID_STATUS.
         */
        post: operations["postV1ConversionsOrderIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the business's orders
         * @description Paged, newest first by default; filtered by status, affiliate_id, a date range (from, to), flagged (orders a fraud rule flagged) and a search over order id and customer.
         */
        get: operations["getV1Orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts and totals of orders by status
         * @description Over the same filters as the list.
         */
        get: operations["getV1OrdersStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads the orders as CSV or XLSX
         * @description The list filters, or ids (at most 100); format=csv or xlsx; extended=true adds line items and attribution columns. Streamed; 503 with Retry-After while the export connections are busy.
         */
        get: operations["getV1OrdersExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order with its line items, click and attribution
         * @description An order of another business is 404.
         */
        get: operations["getV1OrdersId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/bulk-approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves up to 100 orders at once
         * @description ids: 1-100 order ids. Approves those that are pending, in one transaction; the answer says which were approved and which were skipped and why.
         */
        post: operations["postV1OrdersBulkApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/bulk-reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects up to 100 orders at once
         * @description As bulk-approve, rejecting; reason is kept on each.
         */
        post: operations["postV1OrdersBulkReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves an order: its commission becomes owed
         * @description Only a pending order moves; any other status is 409 INVALID_STATUS. The commission is added to the affiliate's balance (ledger) and conversion.approved is sent to webhooks.
         */
        post: operations["postV1OrdersIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects an order: no commission
         * @description Only a pending order moves; any other status is 409 INVALID_STATUS. reason is kept and sent with conversion.rejected.
         */
        post: operations["postV1OrdersIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the business's payouts
         * @description Paged, newest first; filtered by status and affiliate_id.
         */
        get: operations["getV1Payouts"];
        put?: never;
        /**
         * Pays an affiliate (records a pending payout)
         * @description amount > 0 and at most the affiliate's balance (422 on amount otherwise), in the business currency (another currency is 422). The ledger takes it at once; completing or failing it is a separate call. method: bank_transfer, paypal, wise, check or other.
         */
        post: operations["postV1Payouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payouts/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks a payout paid
         * @description pending → completed with paid_at; reference (the provider transaction id) kept. Any other status is 409 INVALID_STATUS.
         */
        post: operations["postV1PayoutsIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payouts/{id}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks a payout failed: the amount returns to the balance
         * @description pending → failed; the ledger gives the amount back. Any other status is 409 INVALID_STATUS.
         */
        post: operations["postV1PayoutsIdFail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payout-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists payout runs, newest first
         * @description Paged (per_page up to 100, default 25).
         */
        get: operations["getV1PayoutRuns"];
        put?: never;
        /**
         * Opens a payout run: one payout per affiliate owed at least the minimum
         * @description Every active affiliate whose balance reaches minimum (default the business setting payout_minimum) and who has a payout method (of method, when given) gets a pending payout of the whole balance, in one transaction; skipped counts those below the minimum or without a method.
         */
        post: operations["postV1PayoutRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payout-runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One payout run with its totals
         * @description A run of another business is 404.
         */
        get: operations["getV1PayoutRunsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payout-runs/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The run's provider upload file: PayPal, Wise or SEPA
         * @description format=paypal (PayPal Payouts CSV), wise (Wise batch CSV) or sepa (pain.001.001.03 XML, needing the business setting payout_debtor). Holds the run's payouts of that method with their details unmasked; an affiliate whose details the format cannot use is 422 naming it.
         */
        get: operations["getV1PayoutRunsIdFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payout-runs/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Completes a run: every pending payout in it is paid
         * @description open → completed; its pending payouts become completed with reference. A completed run is 409 INVALID_STATUS.
         */
        post: operations["postV1PayoutRunsIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Program totals: clicks, orders, revenue, commission
         * @description date_from..date_to (dates; default the last 30 days, at most 366 days). From ClickHouse; a failure there is 500 REPORT_ERROR.
         */
        get: operations["getV1ReportsStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/commission-chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Commission by day, week or month
         * @description date_from..date_to (dates; default the last 30 days, at most 366 days). group_by day (default), week or month; periods with nothing are 0.
         */
        get: operations["getV1ReportsCommissionChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/top-affiliates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The affiliates with the most commission
         * @description date_from..date_to (dates; default the last 30 days, at most 366 days). limit 1-100 (default 10), by commission then orders.
         */
        get: operations["getV1ReportsTopAffiliates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/clicks-by-campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clicks and orders by link campaign
         * @description date_from..date_to (dates; default the last 30 days, at most 366 days). Links without a campaign are grouped as null.
         */
        get: operations["getV1ReportsClicksByCampaign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payouts in a range, with totals by status
         * @description date_from..date_to (dates; default the last 30 days, at most 366 days).
         */
        get: operations["getV1ReportsPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads a report as CSV or XLSX
         * @description report names one of the reports above; date_from..date_to (dates; default the last 30 days, at most 366 days). Streamed; 503 with Retry-After while the export connections are busy.
         */
        get: operations["getV1ReportsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/affiliate/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Analytics of one section: stats, funnel, devices, countries, …
         * @description section names the view and metrics the figures it returns (invalid metrics for a section are 422); affiliate_id narrows to one affiliate; date range as the reports. Computed in ClickHouse over clicks, events and conversions.
         */
        get: operations["getV1AffiliateAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/fraud": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fraud signals: flagged clicks, orders and affiliates
         * @description date_from..date_to (dates; default the last 30 days, at most 366 days). Counts by rule (datacenter_click, click_burst, ip_conversion_limit, review_above, …) and the most flagged affiliates.
         */
        get: operations["getV1ReportsFraud"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts an asynchronous export (affiliates, orders or a report)
         * @description For exports too large to stream: a worker writes the file (csv or xlsx) and GET /v1/exports/{id} says when it is ready. The token needs the read scope of what it exports.
         */
        post: operations["postV1Exports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An export's status and download link
         * @description queued, running, done (with download_url, valid 24 hours) or failed (with the reason).
         */
        get: operations["getV1ExportsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads a finished export's file
         * @description A file not yet done is 404; 503 with Retry-After while the export connections are busy.
         */
        get: operations["getV1ExportsIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the business's webhook endpoints
         * @description Paged; secrets are never shown again.
         */
        get: operations["getV1Webhooks"];
        put?: never;
        /**
         * Adds a webhook endpoint
         * @description url https on a public address (private addresses refused unless WEBHOOK_ALLOW_PRIVATE_URLS); events: the types to receive. The answer holds the signing secret once: deliveries are signed as Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature).
         */
        post: operations["postV1Webhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint
         * @description Without its secret.
         */
        get: operations["getV1WebhooksId"];
        put?: never;
        post?: never;
        /**
         * Removes a webhook endpoint
         * @description Its pending deliveries are dropped.
         */
        delete: operations["deleteV1WebhooksId"];
        options?: never;
        head?: never;
        /**
         * Changes an endpoint's url, events, description or state
         * @description A deactivated endpoint gets no new deliveries; pending ones wait.
         */
        patch: operations["patchV1WebhooksId"];
        trace?: never;
    };
    "/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces an endpoint's signing secret
         * @description The new secret is in the answer, once; deliveries from now on are signed with it.
         */
        post: operations["postV1WebhooksIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a test event to an endpoint
         * @description A webhook.test delivery is queued (202); its outcome shows in the deliveries.
         */
        post: operations["postV1WebhooksIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries, newest first
         * @description Paged; filtered by status (pending, succeeded, failed). Failed attempts are retried with backoff for about 3 days.
         */
        get: operations["getV1WebhooksIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{delivery_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retries a delivery now
         * @description Queued (202) whatever its status; the attempt counts like any other.
         */
        post: operations["postV1WebhooksIdDeliveriesDeliveryIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's event log
         * @description Every event webhooks are sent for, newest first, paged; filtered by type. Kept 30 days.
         */
        get: operations["getV1Events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the business's billing integrations
         * @description Paged; signing secrets are never shown.
         */
        get: operations["getV1Integrations"];
        put?: never;
        /**
         * Connects a billing provider (Stripe, Paddle Billing or Shopify)
         * @description One integration per provider and business (another is 409 INTEGRATION_EXISTS). signing_secret: Stripe's endpoint secret (whsec_…), Paddle's notification secret or the Shopify app's client secret; it is stored encrypted and never returned. Paste endpoint_url into the provider's dashboard (README, Billing integrations): its payments then record conversions and its refunds refund them.
         */
        post: operations["postV1Integrations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One billing integration
         * @description Without its secret; last_event_at is when the provider last delivered an event.
         */
        get: operations["getV1IntegrationsId"];
        put?: never;
        post?: never;
        /**
         * Disconnects a billing provider
         * @description Its hook answers 400 from then on; conversions and refunds it recorded stay as they are.
         */
        delete: operations["deleteV1IntegrationsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An integration's events log, newest first
         * @description Every event the provider delivered, with its outcome: recorded (a conversion, refund or cancellation), ignored (a type or state these rules do not record; error says why) or failed (the recording refused it; error says why). null while the worker has yet to process it, or while a refund waits up to 24 hours for its order.
         */
        get: operations["getV1IntegrationsIdEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks/{provider}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A billing provider's event delivery
         * @description Called by Stripe, Paddle or Shopify, not by merchants. The raw body is checked against the Stripe-Signature, Paddle-Signature (300 s tolerance) or X-Shopify-Hmac-Sha256 header; an unknown integration or a bad, missing or stale signature is 400 with nothing stored. A good event is stored once by the provider's event id (a replay is 200 and does nothing) and processed by a worker.
         */
        post: operations["postHooksProviderId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The program's settings
         * @description Commission rate, cookie duration, auto-approval, currency, payouts, fraud rules and portal settings, each with its default when unset.
         */
        get: operations["getV1Settings"];
        /**
         * Changes several settings
         * @description Only the keys given change, validated together (auto_approve_min_amount ≤ max, …). Applies to orders recorded afterwards.
         */
        put: operations["putV1Settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The portal's branding
         * @description Name, logo URL and colours the affiliate portal shows.
         */
        get: operations["getV1SettingsBranding"];
        /**
         * Changes the portal's branding
         * @description logo_url an http(s) URL, primary_color #rrggbb; null clears either, remove_logo drops the logo.
         */
        put: operations["putV1SettingsBranding"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/commission-tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Commission tiers by order total
         * @description Rates by order total band; without tiers the business rate applies.
         */
        get: operations["getV1SettingsCommissionTiers"];
        put?: never;
        /**
         * Adds a commission tier
         * @description min_amount..max_amount (max null: no upper bound) at rate; overlapping an existing tier is 422.
         */
        post: operations["postV1SettingsCommissionTiers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/commission-tiers/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces the tiers with the platform's
         * @description Copies the platform tiers (CLI platform:tiers) into the business.
         */
        post: operations["postV1SettingsCommissionTiersReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/commission-tiers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a commission tier
         * @description The same rules as adding one.
         */
        put: operations["putV1SettingsCommissionTiersId"];
        post?: never;
        /**
         * Removes a commission tier
         * @description Orders already recorded keep their commission.
         */
        delete: operations["deleteV1SettingsCommissionTiersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One setting by key
         * @description An unknown key is 404.
         */
        get: operations["getV1SettingsKey"];
        /**
         * Changes one setting
         * @description value validated as the key requires; an unknown key is 404.
         */
        put: operations["putV1SettingsKey"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exchange-rates/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the business's exchange rates of one day
         * @description rates: currency → units of it per one business currency unit, decimal strings. Orders in another currency are converted at the rate of their day (or the latest before); the ECB import (CLI fx:import) provides the platform rates.
         */
        put: operations["putV1ExchangeRatesDate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange rates in a date range
         * @description The business's own rates and the platform rates they override.
         */
        get: operations["getV1ExchangeRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Affiliate sign-in: a portal token for one business
         * @description {business (slug), email, password} → a 4-hour portal token. Any wrong business, e-mail or password is 401 INVALID_CREDENTIALS in the same time; a membership that is not active is 403 AFFILIATE_INACTIVE. At most 10 failed sign-ins per business and e-mail and 30 per client IP in 15 minutes; beyond, 429 with Retry-After. At most 10 unexpired tokens per membership (the oldest retired).
         */
        post: operations["postV1PortalToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Requests a password reset (202 whatever the e-mail)
         * @description For an active membership an affiliate.password_reset_requested event carries a single-use token, valid 60 minutes, for the business's mailer. At most 10 failed sign-ins per business and e-mail and 30 per client IP in 15 minutes; beyond, 429 with Retry-After.
         */
        post: operations["postV1PortalPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the membership's password with a reset token
         * @description An unknown, used or expired token is 422 on token. Retires the membership's portal tokens.
         */
        post: operations["postV1PortalPasswordResetConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retires the presented portal token
         * @description The token answers 401 from the next request; other tokens of the membership stay.
         */
        post: operations["postV1PortalLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes this business's password of the affiliate
         * @description A wrong current_password is 422 and counts as a failed sign-in. Every other portal token of the membership is retired; other businesses are untouched.
         */
        post: operations["postV1PortalPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in affiliate's profile and business
         * @description Name, e-mail, phone, referral code, status, commission rate and payout method (masked), with the business name and branding.
         */
        get: operations["getV1PortalMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes the affiliate's name or phone for this business
         * @description The profile is per business: other businesses keep theirs. Records affiliate.updated.
         */
        patch: operations["patchV1PortalMe"];
        trace?: never;
    };
    "/v1/portal/payout-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets where the affiliate is paid (PayPal, Wise, bank transfer or other)
         * @description The same rules as the merchant's PUT /v1/affiliates/{id}/payout-method: IBAN and BIC checked, details stored sealed and shown masked; records affiliate.updated.
         */
        put: operations["putV1PortalPayoutMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The affiliate's referral links (paged)
         * @description Live links only, newest first, with their tracking_url and click counts.
         */
        get: operations["getV1PortalLinks"];
        put?: never;
        /**
         * Creates a referral link to one of the business's hosts
         * @description The destination host must be listed in the business setting portal_link_hosts, or be below a listed host (422 on destination_url otherwise); an empty list is 403.
         */
        post: operations["postV1PortalLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The affiliate's coupon codes
         * @description The codes the business gave the affiliate; orders with one are credited to it.
         */
        get: operations["getV1PortalCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The affiliate's clicks, conversions and commission in a range
         * @description The reports' range rules; the same figures as the merchant's reports for this affiliate.
         */
        get: operations["getV1PortalStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/conversions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The affiliate's conversions, newest first
         * @description customer_email is masked (first character, ***, @ and the domain); nothing else of the customer.
         */
        get: operations["getV1PortalConversions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The affiliate's balance
         * @description The same figures as the merchant sees: balance, pending, paid and in_payout.
         */
        get: operations["getV1PortalBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The affiliate's ledger, newest first
         * @description Every change to what the affiliate is owed, with the balance after it; paged.
         */
        get: operations["getV1PortalLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/portal/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The affiliate's payouts
         * @description Paged, newest first, with status and paid_at.
         */
        get: operations["getV1PortalPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description No store is asked; for a platform restarting a hung process.
         */
        get: operations["getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: PostgreSQL, Redis and ClickHouse answer
         * @description 200 when every store answers, else 503 naming the one down; for a load balancer.
         */
        get: operations["getReadyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document (OpenAPI 3.1)
         * @description Read off the registered routes and their docs; cached per process.
         */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rendered API reference
         * @description Swagger UI served by the app itself (no CDN).
         */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/init.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reference page's start-up script
         * @description Points Swagger UI at /openapi.json.
         */
        get: operations["getDocsInitJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of this process
         * @description Request durations, queue depths (read from Redis at scrape time), ingest lag, webhook attempts. Needs the admin token unless METRICS_PUBLIC=true. The queue pages at /admin/queues take the same token as the password of a browser sign-in (HTTP Basic, any user name).
         *
         *     Authorization: Bearer <The admin token (ADMIN_TOKEN); none when METRICS_PUBLIC=true>
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Success: {
            /** @constant */
            success: true;
            message: string;
            data?: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postV1AuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "api_key": "as_4f9c2b7e1d",
                 *       "api_secret": "W8s3n1Qp0v6Zr2Yt5Ux9Lk4Mj7Hb"
                 *     }
                 */
                "application/json": {
                    api_key: string;
                    api_secret: string;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Token issued successfully",
                     *       "data": {
                     *         "access_token": "at_3q2VhZ0r0mG8kqS1xYtP4u7Lw9BcDeFgHiJkLmNoPqR",
                     *         "token_type": "Bearer",
                     *         "expires_in": 14400,
                     *         "scopes": [
                     *           "affiliates:read",
                     *           "affiliates:write",
                     *           "orders:read"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            access_token: string;
                            /** @enum {unknown} */
                            token_type: "Bearer";
                            expires_in: number;
                            scopes: string[];
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1PartnerRegisterBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payload": "kq3V0yR1m9xJ2bT8cLw5ZsN4pQe7HfUaYd6oGiKj0Mv=",
                 *       "iv": "dGhpcyBpcyBhbiBpdiE=",
                 *       "mac": "5e2c1f0a9b8d7c6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e"
                 *     }
                 */
                "application/json": {
                    payload: string;
                    iv: string;
                    mac: string;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Business registered successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description DECRYPTION_FAILED, BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "DECRYPTION_FAILED" | "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description BUSINESS_EXISTS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BUSINESS_EXISTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description PARTNER_DISABLED, PARTNER_NOT_CONFIGURED, SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "PARTNER_DISABLED" | "PARTNER_NOT_CONFIGURED" | "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1ConnectionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Connection status retrieved successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1ConnectionDisconnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Moving to another platform"
                 *     }
                 */
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Business disconnected successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1AffiliatesAffiliateIdLinks: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                is_active?: boolean;
                search?: string;
                sort?: "created_at" | "slug" | "click_count" | "destination_url" | "campaign";
                direction?: "asc" | "desc";
            };
            header?: never;
            path: {
                affiliateId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Referral links retrieved successfully",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 7,
                     *             "affiliate_id": 42,
                     *             "slug": "ada-summer-tyres",
                     *             "destination_url": "https://shop.example/collections/tyres",
                     *             "campaign": "summer-2026",
                     *             "is_active": true,
                     *             "click_count": 1284,
                     *             "metadata": {
                     *               "placement": "newsletter"
                     *             },
                     *             "created_at": "2026-05-06T08:00:00.000Z",
                     *             "tracking_url": "https://demo-shop.affiliates.example/r/ada-summer-tyres"
                     *           }
                     *         ],
                     *         "meta": {
                     *           "current_page": 1,
                     *           "per_page": 15,
                     *           "total": 1,
                     *           "last_page": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            items: {
                                id: number;
                                affiliate_id: number;
                                slug: string;
                                destination_url: string;
                                campaign: string | null;
                                is_active: boolean;
                                click_count: number;
                                metadata: {
                                    [key: string]: unknown;
                                } | null;
                                /** Format: date-time */
                                created_at: string;
                                tracking_url: string;
                            }[];
                            meta: {
                                current_page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1AffiliatesAffiliateIdLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                affiliateId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "destination_url": "https://shop.example/collections/tyres",
                 *       "slug": "ada-summer-tyres",
                 *       "campaign": "summer-2026",
                 *       "is_active": true,
                 *       "metadata": {
                 *         "placement": "newsletter"
                 *       }
                 *     }
                 */
                "application/json": {
                    destination_url: string;
                    slug?: string;
                    campaign?: string | null;
                    /** @default true */
                    is_active?: boolean;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Referral link created successfully",
                     *       "data": {
                     *         "id": 7,
                     *         "affiliate_id": 42,
                     *         "slug": "ada-summer-tyres",
                     *         "destination_url": "https://shop.example/collections/tyres",
                     *         "campaign": "summer-2026",
                     *         "is_active": true,
                     *         "click_count": 1284,
                     *         "metadata": {
                     *           "placement": "newsletter"
                     *         },
                     *         "created_at": "2026-05-06T08:00:00.000Z",
                     *         "tracking_url": "https://demo-shop.affiliates.example/r/ada-summer-tyres"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            affiliate_id: number;
                            slug: string;
                            destination_url: string;
                            campaign: string | null;
                            is_active: boolean;
                            click_count: number;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            tracking_url: string;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1AffiliatesAffiliateIdCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                affiliateId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Coupons retrieved successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1AffiliatesAffiliateIdCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                affiliateId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "ADA10"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Coupon created successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    deleteV1AffiliatesAffiliateIdCouponsCouponId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                affiliateId: number;
                couponId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1Affiliates: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "pending" | "active" | "suspended" | "terminated";
                search?: string;
                sort?: "created_at" | "referral_code" | "status" | "commission_rate";
                direction?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Affiliates retrieved successfully",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 42,
                     *             "referral_code": "ADA10",
                     *             "status": "active",
                     *             "commission_rate": "12.50",
                     *             "notes": "Runs a cycling blog",
                     *             "approved_at": "2026-05-04T09:12:00.000Z",
                     *             "suspended_at": null,
                     *             "terminated_at": null,
                     *             "created_at": "2026-05-02T16:40:11.000Z",
                     *             "risk": {
                     *               "flagged": false,
                     *               "reasons": []
                     *             },
                     *             "affiliate_user": {
                     *               "id": 311,
                     *               "name": "Ada Lovelace",
                     *               "email": "ada@cyclingblog.example",
                     *               "phone": "+44 20 7946 0958"
                     *             }
                     *           }
                     *         ],
                     *         "meta": {
                     *           "current_page": 1,
                     *           "per_page": 15,
                     *           "total": 1,
                     *           "last_page": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            items: {
                                id: number;
                                referral_code: string;
                                /** @enum {unknown} */
                                status: "pending" | "active" | "suspended" | "terminated";
                                commission_rate: string | null;
                                notes: string | null;
                                approved_at: string | null;
                                suspended_at: string | null;
                                terminated_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                risk: {
                                    flagged: boolean;
                                    reasons: string[];
                                };
                                affiliate_user: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    phone: string | null;
                                };
                                referral_links_count?: number;
                                payout_method?: {
                                    method: string;
                                    details?: {
                                        [key: string]: unknown;
                                    };
                                    /** Format: date-time */
                                    updated_at?: string;
                                } | null;
                            }[];
                            meta: {
                                current_page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1Affiliates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Lovelace",
                 *       "email": "ada@cyclingblog.example",
                 *       "password": "correct-horse-battery",
                 *       "phone": "+44 20 7946 0958",
                 *       "commission_rate": 12.5,
                 *       "notes": "Runs a cycling blog",
                 *       "referral_code": "ADA10"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    phone?: string | null;
                    commission_rate?: number | null;
                    notes?: string | null;
                    referral_code?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Affiliate created successfully",
                     *       "data": {
                     *         "id": 42,
                     *         "referral_code": "ADA10",
                     *         "status": "active",
                     *         "commission_rate": "12.50",
                     *         "notes": "Runs a cycling blog",
                     *         "approved_at": "2026-05-04T09:12:00.000Z",
                     *         "suspended_at": null,
                     *         "terminated_at": null,
                     *         "created_at": "2026-05-02T16:40:11.000Z",
                     *         "risk": {
                     *           "flagged": false,
                     *           "reasons": []
                     *         },
                     *         "affiliate_user": {
                     *           "id": 311,
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@cyclingblog.example",
                     *           "phone": "+44 20 7946 0958"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            referral_code: string;
                            /** @enum {unknown} */
                            status: "pending" | "active" | "suspended" | "terminated";
                            commission_rate: string | null;
                            notes: string | null;
                            approved_at: string | null;
                            suspended_at: string | null;
                            terminated_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            risk: {
                                flagged: boolean;
                                reasons: string[];
                            };
                            affiliate_user: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            referral_links_count?: number;
                            payout_method?: {
                                method: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                updated_at?: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description AFFILIATE_EXISTS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "AFFILIATE_EXISTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1AffiliatesStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Affiliate statistics retrieved successfully",
                     *       "data": {
                     *         "total": 18,
                     *         "active": 12,
                     *         "pending": 3,
                     *         "suspended": 2,
                     *         "terminated": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            total: number;
                            active: number;
                            pending: number;
                            suspended: number;
                            terminated: number;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1AffiliatesExport: {
        parameters: {
            query?: {
                status?: "pending" | "active" | "suspended" | "terminated";
                search?: string;
                sort?: "created_at" | "referral_code" | "status" | "commission_rate";
                direction?: "asc" | "desc";
                ids?: unknown[] | boolean | number | Record<string, never> | string | null;
                format?: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export as an attachment: CSV, or XLSX with format=xlsx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE with Retry-After, before any header: the export connections this business may take now are in use (a business already downloading leaves the last 2 of a process to businesses that are not), or PostgreSQL could not be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1AffiliatesRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Grace Hopper",
                 *       "email": "grace@navy-reviews.example",
                 *       "password": "cobol-1959-rules",
                 *       "phone": null
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    phone?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Affiliate registered successfully",
                     *       "data": {
                     *         "id": 42,
                     *         "referral_code": "ADA10",
                     *         "status": "pending",
                     *         "commission_rate": "12.50",
                     *         "notes": "Runs a cycling blog",
                     *         "approved_at": null,
                     *         "suspended_at": null,
                     *         "terminated_at": null,
                     *         "created_at": "2026-05-02T16:40:11.000Z",
                     *         "risk": {
                     *           "flagged": false,
                     *           "reasons": []
                     *         },
                     *         "affiliate_user": {
                     *           "id": 311,
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@cyclingblog.example",
                     *           "phone": "+44 20 7946 0958"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            referral_code: string;
                            /** @enum {unknown} */
                            status: "pending" | "active" | "suspended" | "terminated";
                            commission_rate: string | null;
                            notes: string | null;
                            approved_at: string | null;
                            suspended_at: string | null;
                            terminated_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            risk: {
                                flagged: boolean;
                                reasons: string[];
                            };
                            affiliate_user: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            referral_links_count?: number;
                            payout_method?: {
                                method: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                updated_at?: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description REGISTRATION_DISABLED, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "REGISTRATION_DISABLED" | "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description AFFILIATE_EXISTS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "AFFILIATE_EXISTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1AffiliatesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Affiliate retrieved successfully",
                     *       "data": {
                     *         "id": 42,
                     *         "referral_code": "ADA10",
                     *         "status": "active",
                     *         "commission_rate": "12.50",
                     *         "notes": "Runs a cycling blog",
                     *         "approved_at": "2026-05-04T09:12:00.000Z",
                     *         "suspended_at": null,
                     *         "terminated_at": null,
                     *         "created_at": "2026-05-02T16:40:11.000Z",
                     *         "risk": {
                     *           "flagged": false,
                     *           "reasons": []
                     *         },
                     *         "affiliate_user": {
                     *           "id": 311,
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@cyclingblog.example",
                     *           "phone": "+44 20 7946 0958"
                     *         },
                     *         "referral_links_count": 3,
                     *         "payout_method": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            referral_code: string;
                            /** @enum {unknown} */
                            status: "pending" | "active" | "suspended" | "terminated";
                            commission_rate: string | null;
                            notes: string | null;
                            approved_at: string | null;
                            suspended_at: string | null;
                            terminated_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            risk: {
                                flagged: boolean;
                                reasons: string[];
                            };
                            affiliate_user: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            referral_links_count?: number;
                            payout_method?: {
                                method: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                updated_at?: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    deleteV1AffiliatesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    patchV1AffiliatesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "commission_rate": 15,
                 *       "notes": "Promoted to partner tier in June"
                 *     }
                 */
                "application/json": {
                    commission_rate?: number | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Affiliate updated successfully",
                     *       "data": {
                     *         "id": 42,
                     *         "referral_code": "ADA10",
                     *         "status": "active",
                     *         "commission_rate": "12.50",
                     *         "notes": "Runs a cycling blog",
                     *         "approved_at": "2026-05-04T09:12:00.000Z",
                     *         "suspended_at": null,
                     *         "terminated_at": null,
                     *         "created_at": "2026-05-02T16:40:11.000Z",
                     *         "risk": {
                     *           "flagged": false,
                     *           "reasons": []
                     *         },
                     *         "affiliate_user": {
                     *           "id": 311,
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@cyclingblog.example",
                     *           "phone": "+44 20 7946 0958"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            referral_code: string;
                            /** @enum {unknown} */
                            status: "pending" | "active" | "suspended" | "terminated";
                            commission_rate: string | null;
                            notes: string | null;
                            approved_at: string | null;
                            suspended_at: string | null;
                            terminated_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            risk: {
                                flagged: boolean;
                                reasons: string[];
                            };
                            affiliate_user: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            referral_links_count?: number;
                            payout_method?: {
                                method: string;
                                details?: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                updated_at?: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1AffiliatesIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Affiliate approved successfully",
                     *       "data": {
                     *         "id": 42,
                     *         "status": "active",
                     *         "approved_at": "2026-06-30T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            status: string;
                            approved_at?: string | null;
                            suspended_at?: string | null;
                            terminated_at?: string | null;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INVALID_STATUS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_STATUS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1AffiliatesIdReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Affiliate reactivateed successfully",
                     *       "data": {
                     *         "id": 42,
                     *         "status": "active",
                     *         "approved_at": "2026-06-30T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            status: string;
                            approved_at?: string | null;
                            suspended_at?: string | null;
                            terminated_at?: string | null;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INVALID_STATUS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_STATUS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1AffiliatesIdSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Reviewed the blog and its traffic"
                 *     }
                 */
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Affiliate suspended successfully",
                     *       "data": {
                     *         "id": 42,
                     *         "status": "suspended",
                     *         "suspended_at": "2026-06-30T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            status: string;
                            approved_at?: string | null;
                            suspended_at?: string | null;
                            terminated_at?: string | null;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INVALID_STATUS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_STATUS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1AffiliatesIdTerminate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Reviewed the blog and its traffic"
                 *     }
                 */
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Affiliate terminateed successfully",
                     *       "data": {
                     *         "id": 42,
                     *         "status": "terminated",
                     *         "terminated_at": "2026-06-30T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            status: string;
                            approved_at?: string | null;
                            suspended_at?: string | null;
                            terminated_at?: string | null;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INVALID_STATUS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_STATUS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1AffiliatesIdStats: {
        parameters: {
            query?: {
                date_from?: string;
                date_to?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Affiliate statistics retrieved successfully",
                     *       "data": {
                     *         "total_earned": 552.25,
                     *         "pending_payout": 120.5,
                     *         "total_orders": 37,
                     *         "referral_clicks": 1840
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            total_earned: number;
                            pending_payout: number;
                            total_orders: number;
                            referral_clicks: number;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1AffiliatesIdCommission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Commission retrieved successfully",
                     *       "data": {
                     *         "affiliate_rate": 12.5,
                     *         "business_default_rate": 10,
                     *         "effective_rate": 12.5
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            affiliate_rate: number | null;
                            business_default_rate: number | null;
                            effective_rate: number | null;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    putV1AffiliatesIdCommission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "commission_rate": 15
                 *     }
                 */
                "application/json": {
                    commission_rate: number | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Commission updated successfully",
                     *       "data": {
                     *         "affiliate_rate": 15,
                     *         "business_default_rate": 10,
                     *         "effective_rate": 15
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            affiliate_rate: number | null;
                            business_default_rate: number | null;
                            effective_rate: number | null;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1AffiliatesIdLedger: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Ledger retrieved successfully",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 981,
                     *             "type": "commission",
                     *             "amount": "6.13",
                     *             "balance_after": "148.20",
                     *             "order_id": "ORD-10482",
                     *             "payout_id": null,
                     *             "memo": null,
                     *             "created_at": "2026-06-12T10:31:07.000Z"
                     *           }
                     *         ],
                     *         "meta": {
                     *           "current_page": 1,
                     *           "per_page": 15,
                     *           "total": 1,
                     *           "last_page": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            items: {
                                id: number;
                                type: string;
                                amount: string;
                                balance_after: string;
                                order_id: string | null;
                                payout_id: number | null;
                                memo: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            meta: {
                                current_page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1AffiliatesIdBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Balance retrieved successfully",
                     *       "data": {
                     *         "balance": "148.20",
                     *         "pending": "36.75",
                     *         "paid": "410.00",
                     *         "in_payout": "50.00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            balance: string;
                            pending: string;
                            paid: string;
                            in_payout: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1AffiliatesIdAdjustments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": -12.5,
                 *       "memo": "Returned goods, order ORD-10482"
                 *     }
                 */
                "application/json": {
                    amount: number;
                    memo: string;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Adjustment recorded",
                     *       "data": {
                     *         "id": 981,
                     *         "type": "adjustment",
                     *         "amount": "-12.50",
                     *         "balance_after": "135.70",
                     *         "order_id": null,
                     *         "payout_id": null,
                     *         "memo": "Returned goods, order ORD-10482",
                     *         "created_at": "2026-06-12T10:31:07.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            type: string;
                            amount: string;
                            balance_after: string;
                            order_id: string | null;
                            payout_id: number | null;
                            memo: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    putV1AffiliatesIdPayoutMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "bank_transfer",
                 *       "details": {
                 *         "account_holder": "Ada Lovelace",
                 *         "iban": "DE89370400440532013000",
                 *         "bic": "COBADEFFXXX"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    method: "paypal" | "wise" | "bank_transfer" | "other";
                    details: {
                        /** Format: email */
                        email: string;
                    } | ({
                        /** Format: email */
                        email: string;
                    } | {
                        account_holder: string;
                        iban: string;
                    }) | {
                        account_holder: string;
                        iban: string;
                        bic?: string | null;
                    } | {
                        instructions: string;
                    };
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1AffiliatesIdPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1LinksStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Referral link statistics retrieved successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1Links: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                is_active?: boolean;
                search?: string;
                sort?: "created_at" | "slug" | "click_count" | "destination_url" | "campaign";
                direction?: "asc" | "desc";
                affiliate_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Referral links retrieved successfully",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 7,
                     *             "affiliate_id": 42,
                     *             "slug": "ada-summer-tyres",
                     *             "destination_url": "https://shop.example/collections/tyres",
                     *             "campaign": "summer-2026",
                     *             "is_active": true,
                     *             "click_count": 1284,
                     *             "metadata": {
                     *               "placement": "newsletter"
                     *             },
                     *             "created_at": "2026-05-06T08:00:00.000Z",
                     *             "tracking_url": "https://demo-shop.affiliates.example/r/ada-summer-tyres"
                     *           }
                     *         ],
                     *         "meta": {
                     *           "current_page": 1,
                     *           "per_page": 15,
                     *           "total": 1,
                     *           "last_page": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            items: {
                                id: number;
                                affiliate_id: number;
                                slug: string;
                                destination_url: string;
                                campaign: string | null;
                                is_active: boolean;
                                click_count: number;
                                metadata: {
                                    [key: string]: unknown;
                                } | null;
                                /** Format: date-time */
                                created_at: string;
                                tracking_url: string;
                            }[];
                            meta: {
                                current_page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    deleteV1LinksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    patchV1LinksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "campaign": "autumn-2026",
                 *       "is_active": true
                 *     }
                 */
                "application/json": {
                    destination_url?: string;
                    campaign?: string | null;
                    is_active?: boolean;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Referral link updated successfully",
                     *       "data": {
                     *         "id": 7,
                     *         "affiliate_id": 42,
                     *         "slug": "ada-summer-tyres",
                     *         "destination_url": "https://shop.example/collections/tyres",
                     *         "campaign": "autumn-2026",
                     *         "is_active": true,
                     *         "click_count": 1284,
                     *         "metadata": {
                     *           "placement": "newsletter"
                     *         },
                     *         "created_at": "2026-05-06T08:00:00.000Z",
                     *         "tracking_url": "https://demo-shop.affiliates.example/r/ada-summer-tyres"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            affiliate_id: number;
                            slug: string;
                            destination_url: string;
                            campaign: string | null;
                            is_active: boolean;
                            click_count: number;
                            metadata: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                            tracking_url: string;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1LinksIdCommissionRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1LinksIdCommissionRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "commission_rate": 20,
                 *       "label": "Launch week",
                 *       "priority": 10,
                 *       "valid_from": "2026-07-01T00:00:00Z",
                 *       "valid_until": "2026-07-08T00:00:00Z",
                 *       "max_conversions": 200
                 *     }
                 */
                "application/json": {
                    commission_rate: number;
                    label?: string | null;
                    /** @default 0 */
                    priority?: number;
                    valid_from?: string | null;
                    valid_until?: string | null;
                    max_conversions?: number | null;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    deleteV1LinksLinkIdCommissionRulesRuleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                linkId: number;
                ruleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    patchV1LinksLinkIdCommissionRulesRuleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                linkId: number;
                ruleId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "is_active": false
                 *     }
                 */
                "application/json": {
                    commission_rate?: number;
                    label?: string | null;
                    priority?: number;
                    valid_from?: string | null;
                    valid_until?: string | null;
                    max_conversions?: number | null;
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1CommissionsPreview: {
        parameters: {
            query: {
                affiliate_id?: number;
                link_id?: number;
                amount: number;
                coupon_code?: string;
                subscription_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1SdkInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getSdkJs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The browser SDK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/javascript": string;
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1Pageviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         {
                 *           "type": "pageview",
                 *           "url": "https://shop.example/products/road-tyre",
                 *           "visitor_id": "v_8f14e45f",
                 *           "click_id": 7223401938476032
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    events: {
                        /** @enum {string} */
                        type: "pageview" | "product_view" | "add_to_cart" | "remove_from_cart" | "thank_you_view";
                        visitor_id?: string | null;
                        session_id?: string | null;
                        click_id?: number | null;
                        referral_code?: string | null;
                        url?: string | null;
                        referrer?: string | null;
                        title?: string | null;
                        product_id?: null | string | number;
                        product_name?: string | null;
                        price?: number | null;
                        quantity?: number | null;
                        utm_source?: string | null;
                        utm_medium?: string | null;
                        utm_campaign?: string | null;
                        occurred_at?: string | null;
                        /** Format: ipv4 */
                        ip_address?: string | null;
                        user_agent?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description The success envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1Clicks: {
        parameters: {
            query?: {
                link_id?: number;
                affiliate_id?: number;
                from?: string;
                to?: string;
                quality?: "ok" | "bot" | "duplicate" | "datacenter" | "all";
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1Clicks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "slug": "ada-summer-tyres",
                 *       "landing_page": "https://shop.example/collections/tyres?aff_click=1",
                 *       "referrer": "https://cyclingblog.example/best-tyres-2026",
                 *       "ip_address": "203.0.113.24",
                 *       "user_agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15"
                 *     }
                 */
                "application/json": {
                    slug?: string;
                    referral_code?: string;
                    landing_page?: string | null;
                    referrer?: string | null;
                    /** Format: ipv4 */
                    ip_address?: string | null;
                    user_agent?: string | null;
                    visitor_id?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getRSlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the destination with aff_click */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown, inactive or deleted link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description TOO_MANY_REQUESTS: this client IP got too many 404s this minute (REDIRECT_NOT_FOUND_PER_MINUTE, default 120); Retry-After says when. Live links are never limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: the click could be neither queued nor spooled, so no redirect */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    headRSlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location is the destination as configured (no aff_click, no cookie) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown, inactive or deleted link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description TOO_MANY_REQUESTS: this client IP got too many 404s this minute (REDIRECT_NOT_FOUND_PER_MINUTE, default 120); Retry-After says when. Live links are never limited. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1Collect: {
        parameters: {
            query?: {
                key?: string;
            };
            header: {
                "X-Publishable-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: data{accepted, cookie_duration} */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: missing or unknown publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the business is inactive */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: invalid event (details name each field) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    optionsV1Collect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CORS headers; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postV1Conversions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_id": "ORD-10482",
                 *       "order_total": 49,
                 *       "subtotal": 45,
                 *       "tax": 4,
                 *       "currency": "USD",
                 *       "click_id": 7223401938476032,
                 *       "coupon_code": "ADA10",
                 *       "customer": {
                 *         "name": "Grace Hopper",
                 *         "email": "grace@example.com"
                 *       },
                 *       "line_items": [
                 *         {
                 *           "name": "Road tyre 700x28c",
                 *           "quantity": 1,
                 *           "price": 45
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    order_id: string;
                    order_total: number;
                    subtotal?: number;
                    discount_applied?: number;
                    tax?: number;
                    currency?: string;
                    click_id?: number | null;
                    referral_code?: string | null;
                    coupon_code?: string | null;
                    subscription_id?: string | null;
                    visitor_id?: string | null;
                    customer?: {
                        name?: string | null;
                        /** Format: email */
                        email?: string | null;
                    } | null;
                    line_items?: {
                        product_id?: null | string | number;
                        name?: string | null;
                        /** @default 1 */
                        quantity?: number;
                        /** @default 0 */
                        price?: number;
                    }[] | null;
                    /** Format: ipv4 */
                    ip_address?: string | null;
                    converted_at?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Conversion accepted for processing"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1ConversionsOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Conversion retrieved successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1ConversionsOrderIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Customer cancelled before shipping"
                 *     }
                 */
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Conversion cancelled successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INVALID_STATUS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_STATUS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1ConversionsOrderIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refund_id": "RF-2291",
                 *       "amount": 19,
                 *       "reason": "One tyre returned"
                 *     }
                 */
                "application/json": {
                    refund_id: string;
                    amount: number;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Refund recorded successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INVALID_STATUS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_STATUS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1Orders: {
        parameters: {
            query?: {
                search?: string;
                status?: "pending" | "approved" | "rejected" | "cancelled";
                affiliate_id?: number;
                from?: string;
                to?: string;
                flagged?: boolean;
                sort?: "converted_at" | "order_id" | "order_total" | "commission_amount" | "status";
                direction?: "asc" | "desc";
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Orders retrieved successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1OrdersStats: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Order statistics retrieved successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1OrdersExport: {
        parameters: {
            query?: {
                search?: string;
                status?: "pending" | "approved" | "rejected" | "cancelled";
                affiliate_id?: number;
                from?: string;
                to?: string;
                flagged?: boolean;
                format?: "csv" | "xlsx";
                extended?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export as an attachment: CSV, or XLSX with format=xlsx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE with Retry-After, before any header: the export connections this business may take now are in use (a business already downloading leaves the last 2 of a process to businesses that are not), or PostgreSQL could not be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1OrdersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Order retrieved successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1OrdersBulkApprove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         1201,
                 *         1202,
                 *         1207
                 *       ]
                 *     }
                 */
                "application/json": {
                    ids: unknown[];
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Orders approved successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1OrdersBulkReject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         1203,
                 *         1204
                 *       ],
                 *       "reason": "Test orders from the shop staff"
                 *     }
                 */
                "application/json": {
                    ids: unknown[];
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Orders rejected successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1OrdersIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "notes": "Delivered and past the return window"
                 *     }
                 */
                "application/json": {
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Order approved successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INVALID_STATUS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_STATUS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1OrdersIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Self-referral by the affiliate"
                 *     }
                 */
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Order rejected successfully"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INVALID_STATUS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_STATUS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1Payouts: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                status?: "pending" | "completed" | "failed";
                affiliate_id?: number;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Payouts retrieved successfully",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 305,
                     *             "affiliate_id": 42,
                     *             "affiliate_name": "Ada Lovelace",
                     *             "amount": 148.2,
                     *             "currency": "USD",
                     *             "method": "paypal",
                     *             "status": "pending",
                     *             "reference": null,
                     *             "payout_run_id": null,
                     *             "paid_at": null,
                     *             "created_at": "2026-06-30T09:00:00.000Z"
                     *           }
                     *         ],
                     *         "meta": {
                     *           "current_page": 1,
                     *           "per_page": 15,
                     *           "total": 1,
                     *           "last_page": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            items: {
                                id: number;
                                affiliate_id: number;
                                affiliate_name: string;
                                amount: number;
                                currency: string;
                                method: string | null;
                                /** @enum {unknown} */
                                status: "pending" | "completed" | "failed";
                                reference: string | null;
                                payout_run_id: number | null;
                                paid_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            meta: {
                                current_page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1Payouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "affiliate_id": 42,
                 *       "amount": 148.2,
                 *       "currency": "USD",
                 *       "method": "paypal",
                 *       "reference": "June 2026"
                 *     }
                 */
                "application/json": {
                    affiliate_id: number;
                    amount: number;
                    currency?: string;
                    /** @enum {string|null} */
                    method?: "bank_transfer" | "paypal" | "check" | "other" | "wise" | null;
                    reference?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Payout recorded successfully",
                     *       "data": {
                     *         "id": 305,
                     *         "affiliate_id": 42,
                     *         "affiliate_name": "Ada Lovelace",
                     *         "amount": 148.2,
                     *         "currency": "USD",
                     *         "method": "paypal",
                     *         "status": "pending",
                     *         "reference": null,
                     *         "payout_run_id": null,
                     *         "paid_at": null,
                     *         "created_at": "2026-06-30T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            affiliate_id: number;
                            affiliate_name: string;
                            amount: number;
                            currency: string;
                            method: string | null;
                            /** @enum {unknown} */
                            status: "pending" | "completed" | "failed";
                            reference: string | null;
                            payout_run_id: number | null;
                            paid_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1PayoutsIdComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reference": "PAYPAL-5TY05013RG002845M"
                 *     }
                 */
                "application/json": {
                    reference?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Payout completed successfully",
                     *       "data": {
                     *         "id": 305,
                     *         "affiliate_id": 42,
                     *         "affiliate_name": "Ada Lovelace",
                     *         "amount": 148.2,
                     *         "currency": "USD",
                     *         "method": "paypal",
                     *         "status": "completed",
                     *         "reference": "PAYPAL-5TY05013RG002845M",
                     *         "payout_run_id": null,
                     *         "paid_at": "2026-07-01T08:15:00.000Z",
                     *         "created_at": "2026-06-30T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            affiliate_id: number;
                            affiliate_name: string;
                            amount: number;
                            currency: string;
                            method: string | null;
                            /** @enum {unknown} */
                            status: "pending" | "completed" | "failed";
                            reference: string | null;
                            payout_run_id: number | null;
                            paid_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INVALID_STATUS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_STATUS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1PayoutsIdFail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Payout marked as failed",
                     *       "data": {
                     *         "id": 305,
                     *         "affiliate_id": 42,
                     *         "affiliate_name": "Ada Lovelace",
                     *         "amount": 148.2,
                     *         "currency": "USD",
                     *         "method": "paypal",
                     *         "status": "failed",
                     *         "reference": null,
                     *         "payout_run_id": null,
                     *         "paid_at": null,
                     *         "created_at": "2026-06-30T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            affiliate_id: number;
                            affiliate_name: string;
                            amount: number;
                            currency: string;
                            method: string | null;
                            /** @enum {unknown} */
                            status: "pending" | "completed" | "failed";
                            reference: string | null;
                            payout_run_id: number | null;
                            paid_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INVALID_STATUS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_STATUS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1PayoutRuns: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 12,
                     *             "status": "open",
                     *             "currency": "EUR",
                     *             "method": "bank_transfer",
                     *             "minimum": "50.00",
                     *             "payout_count": 14,
                     *             "total": "2318.40",
                     *             "skipped": {
                     *               "below_minimum": 5,
                     *               "no_method": 2
                     *             },
                     *             "scheduled_for": null,
                     *             "reference": null,
                     *             "created_at": "2026-07-01T06:00:00.000Z",
                     *             "completed_at": null
                     *           }
                     *         ],
                     *         "meta": {
                     *           "current_page": 1,
                     *           "per_page": 15,
                     *           "total": 1,
                     *           "last_page": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            items: {
                                id: number;
                                status: string;
                                currency: string;
                                method: string | null;
                                minimum: string;
                                payout_count: number;
                                total: string;
                                skipped: {
                                    below_minimum: number;
                                    no_method: number;
                                };
                                scheduled_for: string | null;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                                completed_at: string | null;
                            }[];
                            meta: {
                                current_page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1PayoutRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "bank_transfer",
                 *       "minimum": 50
                 *     }
                 */
                "application/json": {
                    /** @enum {string|null} */
                    method?: "paypal" | "wise" | "bank_transfer" | "other" | null;
                    minimum?: number;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "id": 12,
                     *         "status": "open",
                     *         "currency": "EUR",
                     *         "method": "bank_transfer",
                     *         "minimum": "50.00",
                     *         "payout_count": 14,
                     *         "total": "2318.40",
                     *         "skipped": {
                     *           "below_minimum": 5,
                     *           "no_method": 2
                     *         },
                     *         "scheduled_for": null,
                     *         "reference": null,
                     *         "created_at": "2026-07-01T06:00:00.000Z",
                     *         "completed_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            status: string;
                            currency: string;
                            method: string | null;
                            minimum: string;
                            payout_count: number;
                            total: string;
                            skipped: {
                                below_minimum: number;
                                no_method: number;
                            };
                            scheduled_for: string | null;
                            reference: string | null;
                            /** Format: date-time */
                            created_at: string;
                            completed_at: string | null;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1PayoutRunsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "id": 12,
                     *         "status": "open",
                     *         "currency": "EUR",
                     *         "method": "bank_transfer",
                     *         "minimum": "50.00",
                     *         "payout_count": 14,
                     *         "total": "2318.40",
                     *         "skipped": {
                     *           "below_minimum": 5,
                     *           "no_method": 2
                     *         },
                     *         "scheduled_for": null,
                     *         "reference": null,
                     *         "created_at": "2026-07-01T06:00:00.000Z",
                     *         "completed_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            status: string;
                            currency: string;
                            method: string | null;
                            minimum: string;
                            payout_count: number;
                            total: string;
                            skipped: {
                                below_minimum: number;
                                no_method: number;
                            };
                            scheduled_for: string | null;
                            reference: string | null;
                            /** Format: date-time */
                            created_at: string;
                            completed_at: string | null;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1PayoutRunsIdFile: {
        parameters: {
            query: {
                format: "paypal" | "wise" | "sepa";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run's payouts of the format's method as the provider's upload file: PayPal Payouts' CSV (no header), Wise's batch CSV, or a SEPA credit transfer (pain.001.001.03 XML); details unmasked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/xml": string;
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1PayoutRunsIdComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reference": "SEPA-2026-07-01"
                 *     }
                 */
                "application/json": {
                    reference?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "id": 12,
                     *         "status": "completed",
                     *         "currency": "EUR",
                     *         "method": "bank_transfer",
                     *         "minimum": "50.00",
                     *         "payout_count": 14,
                     *         "total": "2318.40",
                     *         "skipped": {
                     *           "below_minimum": 5,
                     *           "no_method": 2
                     *         },
                     *         "scheduled_for": null,
                     *         "reference": "SEPA-2026-07-01",
                     *         "created_at": "2026-07-01T06:00:00.000Z",
                     *         "completed_at": "2026-07-01T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            status: string;
                            currency: string;
                            method: string | null;
                            minimum: string;
                            payout_count: number;
                            total: string;
                            skipped: {
                                below_minimum: number;
                                no_method: number;
                            };
                            scheduled_for: string | null;
                            reference: string | null;
                            /** Format: date-time */
                            created_at: string;
                            completed_at: string | null;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INVALID_STATUS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_STATUS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1ReportsStats: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description REPORT_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "REPORT_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1ReportsCommissionChart: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                granularity?: "daily" | "weekly" | "monthly";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description REPORT_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "REPORT_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1ReportsTopAffiliates: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description REPORT_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "REPORT_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1ReportsClicksByCampaign: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description REPORT_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "REPORT_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1ReportsPayouts: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                status?: "pending" | "completed" | "failed";
                affiliate_id?: number;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description REPORT_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "REPORT_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1ReportsExport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                sections?: string;
                format?: "csv" | "xlsx";
                granularity?: "daily" | "weekly" | "monthly";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export as an attachment: CSV, or XLSX with format=xlsx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description REPORT_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "REPORT_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE with Retry-After, before any header: the export connections this business may take now are in use (a business already downloading leaves the last 2 of a process to businesses that are not), or PostgreSQL could not be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1AffiliateAnalytics: {
        parameters: {
            query: {
                section: "stats" | "trends" | "charts" | "tables" | "recent_clicks" | "recent_conversions" | "recent_events";
                from?: string;
                to?: string;
                metrics?: string;
                page?: number;
                per_page?: number;
                top_limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1ReportsFraud: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description REPORT_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "REPORT_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1Exports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "orders",
                 *       "format": "xlsx",
                 *       "params": {
                 *         "status": "approved"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "affiliates" | "orders" | "report";
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                    /** @default {} */
                    params?: ((unknown[] | {
                        /** @enum {string} */
                        status?: "pending" | "active" | "suspended" | "terminated";
                        search?: string;
                        /**
                         * @default created_at
                         * @enum {string}
                         */
                        sort?: "created_at" | "referral_code" | "status" | "commission_rate";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        direction?: "asc" | "desc";
                        ids?: unknown[] | boolean | number | Record<string, never> | string | null;
                    } | {
                        search?: string;
                        /** @enum {string} */
                        status?: "pending" | "approved" | "rejected" | "cancelled";
                        affiliate_id?: number;
                        from?: string;
                        to?: string;
                        /** @default false */
                        extended?: boolean;
                    } | {
                        from?: string;
                        to?: string;
                        sections?: string[] | string;
                        /**
                         * @default daily
                         * @enum {string}
                         */
                        granularity?: "daily" | "weekly" | "monthly";
                        /** @default 10 */
                        limit?: number;
                    } | {
                        [key: string]: unknown;
                    }) | (boolean | {
                        /** @enum {string} */
                        status?: "pending" | "active" | "suspended" | "terminated";
                        search?: string;
                        /**
                         * @default created_at
                         * @enum {string}
                         */
                        sort?: "created_at" | "referral_code" | "status" | "commission_rate";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        direction?: "asc" | "desc";
                        ids?: unknown[] | boolean | number | Record<string, never> | string | null;
                    } | {
                        search?: string;
                        /** @enum {string} */
                        status?: "pending" | "approved" | "rejected" | "cancelled";
                        affiliate_id?: number;
                        from?: string;
                        to?: string;
                        /** @default false */
                        extended?: boolean;
                    } | {
                        from?: string;
                        to?: string;
                        sections?: string[] | string;
                        /**
                         * @default daily
                         * @enum {string}
                         */
                        granularity?: "daily" | "weekly" | "monthly";
                        /** @default 10 */
                        limit?: number;
                    } | {
                        [key: string]: unknown;
                    }) | (number | {
                        /** @enum {string} */
                        status?: "pending" | "active" | "suspended" | "terminated";
                        search?: string;
                        /**
                         * @default created_at
                         * @enum {string}
                         */
                        sort?: "created_at" | "referral_code" | "status" | "commission_rate";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        direction?: "asc" | "desc";
                        ids?: unknown[] | boolean | number | Record<string, never> | string | null;
                    } | {
                        search?: string;
                        /** @enum {string} */
                        status?: "pending" | "approved" | "rejected" | "cancelled";
                        affiliate_id?: number;
                        from?: string;
                        to?: string;
                        /** @default false */
                        extended?: boolean;
                    } | {
                        from?: string;
                        to?: string;
                        sections?: string[] | string;
                        /**
                         * @default daily
                         * @enum {string}
                         */
                        granularity?: "daily" | "weekly" | "monthly";
                        /** @default 10 */
                        limit?: number;
                    } | {
                        [key: string]: unknown;
                    }) | ({
                        /** @enum {string} */
                        status?: "pending" | "active" | "suspended" | "terminated";
                        search?: string;
                        /**
                         * @default created_at
                         * @enum {string}
                         */
                        sort?: "created_at" | "referral_code" | "status" | "commission_rate";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        direction?: "asc" | "desc";
                        ids?: unknown[] | boolean | number | Record<string, never> | string | null;
                    } | {
                        search?: string;
                        /** @enum {string} */
                        status?: "pending" | "approved" | "rejected" | "cancelled";
                        affiliate_id?: number;
                        from?: string;
                        to?: string;
                        /** @default false */
                        extended?: boolean;
                    } | {
                        from?: string;
                        to?: string;
                        sections?: string[] | string;
                        /**
                         * @default daily
                         * @enum {string}
                         */
                        granularity?: "daily" | "weekly" | "monthly";
                        /** @default 10 */
                        limit?: number;
                    } | {
                        [key: string]: unknown;
                    }) | (string | {
                        /** @enum {string} */
                        status?: "pending" | "active" | "suspended" | "terminated";
                        search?: string;
                        /**
                         * @default created_at
                         * @enum {string}
                         */
                        sort?: "created_at" | "referral_code" | "status" | "commission_rate";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        direction?: "asc" | "desc";
                        ids?: unknown[] | boolean | number | Record<string, never> | string | null;
                    } | {
                        search?: string;
                        /** @enum {string} */
                        status?: "pending" | "approved" | "rejected" | "cancelled";
                        affiliate_id?: number;
                        from?: string;
                        to?: string;
                        /** @default false */
                        extended?: boolean;
                    } | {
                        from?: string;
                        to?: string;
                        sections?: string[] | string;
                        /**
                         * @default daily
                         * @enum {string}
                         */
                        granularity?: "daily" | "weekly" | "monthly";
                        /** @default 10 */
                        limit?: number;
                    } | {
                        [key: string]: unknown;
                    }) | null) | {
                        /** @enum {string} */
                        status?: "pending" | "active" | "suspended" | "terminated";
                        search?: string;
                        /**
                         * @default created_at
                         * @enum {string}
                         */
                        sort?: "created_at" | "referral_code" | "status" | "commission_rate";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        direction?: "asc" | "desc";
                        ids?: unknown[] | boolean | number | Record<string, never> | string | null;
                    } | {
                        search?: string;
                        /** @enum {string} */
                        status?: "pending" | "approved" | "rejected" | "cancelled";
                        affiliate_id?: number;
                        from?: string;
                        to?: string;
                        /** @default false */
                        extended?: boolean;
                    } | {
                        from?: string;
                        to?: string;
                        sections?: string[] | string;
                        /**
                         * @default daily
                         * @enum {string}
                         */
                        granularity?: "daily" | "weekly" | "monthly";
                        /** @default 10 */
                        limit?: number;
                    } | {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The success envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1ExportsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1ExportsIdDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export as an attachment: CSV, or XLSX with format=xlsx */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE with Retry-After, before any header: the export connections this business may take now are in use (a business already downloading leaves the last 2 of a process to businesses that are not), or PostgreSQL could not be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1Webhooks: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 3,
                     *             "url": "https://hooks.shop.example/affiliates",
                     *             "events": [
                     *               "conversion.approved",
                     *               "payout.completed"
                     *             ],
                     *             "description": "Accounting sync",
                     *             "is_active": true,
                     *             "created_at": "2026-06-01T12:00:00.000Z",
                     *             "updated_at": "2026-06-01T12:00:00.000Z"
                     *           }
                     *         ],
                     *         "meta": {
                     *           "current_page": 1,
                     *           "per_page": 15,
                     *           "total": 1,
                     *           "last_page": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            items: {
                                id: number;
                                url: string;
                                events: string[];
                                description: string | null;
                                is_active: boolean;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                secret?: string;
                            }[];
                            meta: {
                                current_page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1Webhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.shop.example/affiliates",
                 *       "events": [
                 *         "conversion.approved",
                 *         "payout.completed"
                 *       ],
                 *       "description": "Accounting sync"
                 *     }
                 */
                "application/json": {
                    url: string;
                    events: ("affiliate.created" | "affiliate.updated" | "affiliate.status_changed" | "affiliate.deleted" | "link.created" | "link.deleted" | "conversion.created" | "conversion.approved" | "conversion.rejected" | "conversion.cancelled" | "conversion.refunded" | "payout.created" | "payout.completed" | "payout.failed" | "ledger.adjusted" | "webhook.test" | "payout_run.created" | "payout_run.completed" | "conversion.flagged" | "affiliate.password_reset_requested" | "*")[];
                    description?: string | null;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "id": 3,
                     *         "url": "https://hooks.shop.example/affiliates",
                     *         "events": [
                     *           "conversion.approved",
                     *           "payout.completed"
                     *         ],
                     *         "description": "Accounting sync",
                     *         "is_active": true,
                     *         "created_at": "2026-06-01T12:00:00.000Z",
                     *         "updated_at": "2026-06-01T12:00:00.000Z",
                     *         "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            url: string;
                            events: string[];
                            description: string | null;
                            is_active: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            secret?: string;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1WebhooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "id": 3,
                     *         "url": "https://hooks.shop.example/affiliates",
                     *         "events": [
                     *           "conversion.approved",
                     *           "payout.completed"
                     *         ],
                     *         "description": "Accounting sync",
                     *         "is_active": true,
                     *         "created_at": "2026-06-01T12:00:00.000Z",
                     *         "updated_at": "2026-06-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            url: string;
                            events: string[];
                            description: string | null;
                            is_active: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            secret?: string;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    deleteV1WebhooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    patchV1WebhooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "is_active": false
                 *     }
                 */
                "application/json": {
                    url?: string;
                    events?: ("affiliate.created" | "affiliate.updated" | "affiliate.status_changed" | "affiliate.deleted" | "link.created" | "link.deleted" | "conversion.created" | "conversion.approved" | "conversion.rejected" | "conversion.cancelled" | "conversion.refunded" | "payout.created" | "payout.completed" | "payout.failed" | "ledger.adjusted" | "webhook.test" | "payout_run.created" | "payout_run.completed" | "conversion.flagged" | "affiliate.password_reset_requested" | "*")[];
                    description?: string | null;
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "id": 3,
                     *         "url": "https://hooks.shop.example/affiliates",
                     *         "events": [
                     *           "conversion.approved",
                     *           "payout.completed"
                     *         ],
                     *         "description": "Accounting sync",
                     *         "is_active": false,
                     *         "created_at": "2026-06-01T12:00:00.000Z",
                     *         "updated_at": "2026-06-01T12:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            url: string;
                            events: string[];
                            description: string | null;
                            is_active: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            secret?: string;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1WebhooksIdRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "id": 3,
                     *         "url": "https://hooks.shop.example/affiliates",
                     *         "events": [
                     *           "conversion.approved",
                     *           "payout.completed"
                     *         ],
                     *         "description": "Accounting sync",
                     *         "is_active": true,
                     *         "created_at": "2026-06-01T12:00:00.000Z",
                     *         "updated_at": "2026-06-01T12:00:00.000Z",
                     *         "secret": "whsec_2bJ7yQ4nVt0pXe9LsR3cMw6HdK1fUaZo"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            url: string;
                            events: string[];
                            description: string | null;
                            is_active: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            secret?: string;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1WebhooksIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1WebhooksIdDeliveries: {
        parameters: {
            query?: {
                status?: "pending" | "succeeded" | "failed";
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 8812,
                     *             "event_id": 55120,
                     *             "event_type": "conversion.approved",
                     *             "status": "succeeded",
                     *             "attempts": 1,
                     *             "last_response_status": 200,
                     *             "last_error": null,
                     *             "next_attempt_at": null,
                     *             "created_at": "2026-06-30T10:31:07.000Z",
                     *             "updated_at": "2026-06-30T10:31:08.000Z"
                     *           }
                     *         ],
                     *         "meta": {
                     *           "current_page": 1,
                     *           "per_page": 15,
                     *           "total": 1,
                     *           "last_page": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            items: {
                                id: number;
                                event_id: number;
                                event_type: string;
                                status: string;
                                attempts: number;
                                last_response_status: number | null;
                                last_error: string | null;
                                next_attempt_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            meta: {
                                current_page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1WebhooksIdDeliveriesDeliveryIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                delivery_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1Events: {
        parameters: {
            query?: {
                type?: "affiliate.created" | "affiliate.updated" | "affiliate.status_changed" | "affiliate.deleted" | "link.created" | "link.deleted" | "conversion.created" | "conversion.approved" | "conversion.rejected" | "conversion.cancelled" | "conversion.refunded" | "payout.created" | "payout.completed" | "payout.failed" | "ledger.adjusted" | "webhook.test" | "payout_run.created" | "payout_run.completed" | "conversion.flagged" | "affiliate.password_reset_requested";
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1Integrations: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 4,
                     *             "provider": "stripe",
                     *             "endpoint_url": "https://affiliates.shop.example/hooks/stripe/4",
                     *             "created_at": "2026-06-01T12:00:00.000Z",
                     *             "last_event_at": "2026-06-30T10:31:07.000Z"
                     *           }
                     *         ],
                     *         "meta": {
                     *           "current_page": 1,
                     *           "per_page": 15,
                     *           "total": 1,
                     *           "last_page": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            items: {
                                id: number;
                                /** @enum {unknown} */
                                provider: "stripe" | "paddle" | "shopify";
                                endpoint_url: string;
                                /** Format: date-time */
                                created_at: string;
                                last_event_at: string | null;
                            }[];
                            meta: {
                                current_page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1Integrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "provider": "stripe",
                 *       "signing_secret": "whsec_7pQ2mR9tVx4LbN8cKd3HsJ6fWy1ZaE5u"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    provider: "stripe" | "paddle" | "shopify";
                    signing_secret: string;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "id": 4,
                     *         "provider": "stripe",
                     *         "endpoint_url": "https://affiliates.shop.example/hooks/stripe/4",
                     *         "created_at": "2026-06-01T12:00:00.000Z",
                     *         "last_event_at": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            /** @enum {unknown} */
                            provider: "stripe" | "paddle" | "shopify";
                            endpoint_url: string;
                            /** Format: date-time */
                            created_at: string;
                            last_event_at: string | null;
                        };
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INTEGRATION_EXISTS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INTEGRATION_EXISTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1IntegrationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "id": 4,
                     *         "provider": "stripe",
                     *         "endpoint_url": "https://affiliates.shop.example/hooks/stripe/4",
                     *         "created_at": "2026-06-01T12:00:00.000Z",
                     *         "last_event_at": "2026-06-30T10:31:07.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            id: number;
                            /** @enum {unknown} */
                            provider: "stripe" | "paddle" | "shopify";
                            endpoint_url: string;
                            /** Format: date-time */
                            created_at: string;
                            last_event_at: string | null;
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    deleteV1IntegrationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1IntegrationsIdEvents: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Done",
                     *       "data": {
                     *         "items": [
                     *           {
                     *             "id": 90211,
                     *             "provider_event_id": "evt_1PqR8sLkT3mXbN2c",
                     *             "type": "checkout.session.completed",
                     *             "received_at": "2026-06-30T10:31:07.000Z",
                     *             "outcome": "recorded",
                     *             "order_id": "pi_3PqR8rLkT3mXbN2c0vS1aQ9d",
                     *             "error": null
                     *           }
                     *         ],
                     *         "meta": {
                     *           "current_page": 1,
                     *           "per_page": 15,
                     *           "total": 1,
                     *           "last_page": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        data: {
                            items: {
                                id: number;
                                provider_event_id: string;
                                type: string;
                                /** Format: date-time */
                                received_at: string;
                                outcome: ("recorded" | "ignored" | "failed") | null;
                                order_id: string | null;
                                error: string | null;
                            }[];
                            meta: {
                                current_page: number;
                                per_page: number;
                                total: number;
                                last_page: number;
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postHooksProviderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Event received"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1Settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    putV1Settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "commission_rate": 12,
                 *       "cookie_duration": 45,
                 *       "auto_approve_enabled": true,
                 *       "auto_approve_delay_days": 14
                 *     }
                 */
                "application/json": {
                    commission_rate?: number | null;
                    cookie_duration?: number;
                    auto_approve_enabled?: boolean;
                    auto_approve_delay_days?: number;
                    auto_approve_min_amount?: number | null;
                    auto_approve_max_amount?: number | null;
                    allow_self_registration?: boolean;
                    recurring_commission_months?: number | null;
                    recurring_commission_rate?: number | null;
                    currency?: string;
                    payout_minimum?: number;
                    /** @enum {string|null} */
                    payout_schedule?: "weekly" | "monthly" | null;
                    payout_debtor?: {
                        name: string;
                        iban: string;
                        bic: string;
                    } | null;
                    fraud_rules?: {
                        /** @enum {string} */
                        self_referral?: "off" | "flag" | "reject";
                        /** @enum {string} */
                        repeat_customer_ip?: "off" | "flag" | "reject";
                        /** @enum {string} */
                        disposable_email?: "off" | "flag" | "reject";
                        /** @enum {string} */
                        review_above?: "off" | "flag" | "reject";
                        /** @enum {string} */
                        datacenter_click?: "off" | "flag" | "reject";
                    };
                    fraud_ip_conversion_limit?: number;
                    fraud_review_amount?: number | null;
                    click_dedupe_minutes?: number;
                    portal_origins?: unknown[];
                    portal_link_hosts?: unknown[];
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1SettingsBranding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    putV1SettingsBranding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "logo_url": "https://shop.example/logo.png",
                 *       "primary_color": "#0a7f5a"
                 *     }
                 */
                "application/json": {
                    logo_url?: string | null;
                    primary_color?: string | null;
                    remove_logo?: boolean;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1SettingsCommissionTiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1SettingsCommissionTiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "min_amount": 100,
                 *       "max_amount": 500,
                 *       "rate": 7.5
                 *     }
                 */
                "application/json": {
                    min_amount: number;
                    max_amount?: number | null;
                    rate: number;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1SettingsCommissionTiersReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    putV1SettingsCommissionTiersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "min_amount": 100,
                 *       "max_amount": 1000,
                 *       "rate": 8
                 *     }
                 */
                "application/json": {
                    min_amount: number;
                    max_amount?: number | null;
                    rate: number;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    deleteV1SettingsCommissionTiersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1SettingsKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    putV1SettingsKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "value": 45
                 *     }
                 */
                "application/json": {
                    value: unknown[] | boolean | number | Record<string, never> | string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    putV1ExchangeRatesDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rates": {
                 *         "EUR": "0.9182",
                 *         "GBP": "0.7811"
                 *       }
                 *     }
                 */
                "application/json": {
                    rates: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1ExchangeRates: {
        parameters: {
            query?: {
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1PortalToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "business": "demo-shop",
                 *       "email": "ada@cyclingblog.example",
                 *       "password": "correct-horse-battery"
                 *     }
                 */
                "application/json": {
                    business: string;
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description INVALID_CREDENTIALS */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "INVALID_CREDENTIALS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description AFFILIATE_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "AFFILIATE_INACTIVE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1PortalPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "business": "demo-shop",
                 *       "email": "ada@cyclingblog.example"
                 *     }
                 */
                "application/json": {
                    business: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1PortalPasswordResetConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "prt_9c1f0e7a5b3d4c2e8f6a1b0d9e7c5a3f",
                 *       "new_password": "tandem-bicycle-2026"
                 *     }
                 */
                "application/json": {
                    token: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1PortalLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1PortalPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_password": "correct-horse-battery",
                 *       "new_password": "tandem-bicycle-2026"
                 *     }
                 */
                "application/json": {
                    current_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1PortalMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    patchV1PortalMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada King",
                 *       "phone": "+44 20 7946 0958"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    phone?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    putV1PortalPayoutMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "paypal",
                 *       "details": {
                 *         "email": "ada@cyclingblog.example"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    method: "paypal" | "wise" | "bank_transfer" | "other";
                    details: {
                        /** Format: email */
                        email: string;
                    } | ({
                        /** Format: email */
                        email: string;
                    } | {
                        account_holder: string;
                        iban: string;
                    }) | {
                        account_holder: string;
                        iban: string;
                        bic?: string | null;
                    } | {
                        instructions: string;
                    };
                };
            };
        };
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1PortalLinks: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                is_active?: boolean;
                search?: string;
                sort?: "created_at" | "slug" | "click_count" | "destination_url" | "campaign";
                direction?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    postV1PortalLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "destination_url": "https://shop.example/collections/tyres",
                 *       "slug": "ada-tyres-blog",
                 *       "campaign": "blog-sidebar"
                 *     }
                 */
                "application/json": {
                    destination_url: string;
                    slug?: string;
                    campaign?: string | null;
                    label?: string | null;
                };
            };
        };
        responses: {
            /** @description The success envelope */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description BAD_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "BAD_REQUEST";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1PortalCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1PortalStats: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1PortalConversions: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected" | "cancelled";
                from?: string;
                to?: string;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1PortalBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1PortalLedger: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getV1PortalPayouts: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                status?: "pending" | "completed" | "failed";
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_REQUESTS";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getHealthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getReadyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each store, ok or down */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "ready" | "not_ready";
                        checks: {
                            /** @enum {unknown} */
                            postgres: "ok" | "down";
                            /** @enum {unknown} */
                            redis: "ok" | "down";
                            /** @enum {unknown} */
                            clickhouse: "ok" | "down";
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description A store is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "ready" | "not_ready";
                        checks: {
                            /** @enum {unknown} */
                            postgres: "ok" | "down";
                            /** @enum {unknown} */
                            redis: "ok" | "down";
                            /** @enum {unknown} */
                            clickhouse: "ok" | "down";
                        };
                    };
                };
            };
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        paths: Record<string, never>;
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rendered API reference */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getDocsInitJs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page's start-up script */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/javascript": string;
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
            /** @description SERVER_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        error: {
                            /** @enum {string} */
                            code: "SERVER_ERROR";
                            message: string;
                            details?: {
                                [key: string]: string[];
                            };
                        };
                    };
                };
            };
        };
    };
}
