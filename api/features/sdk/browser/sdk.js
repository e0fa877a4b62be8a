/*
 * Affiliate tracking SDK (docs/architecture.md, Events). The merchant embeds it on every page of the shop:
 *
 *   <script async src="https://<api host>/sdk.js" data-key="pk_..." data-cookie-days="30"></script>
 *
 * Dependency-free plain JavaScript (no build step, nothing newer than ES2019), so it runs in
 * every browser a shop sees.
 * - Keeps `aff_click` (or `ref`, a referral code) from the landing URL in a first-party
 *   cookie (aff_click / aff_ref) for the business's cookie_duration days; the newer of the
 *   two replaces the other.
 * - Keeps a visitor id (aff_vid, a year) and a session id (aff_sid, 30 minutes of inactivity).
 * - Sends a pageview on load; window.affiliate.track(type, props) sends the other event types
 *   (product_view, add_to_cart, remove_from_cart, thank_you_view). Calls made before the
 *   script loaded can be queued in window.affiliate.q as [type, props] pairs.
 * - Sends with fetch(keepalive) and the X-Publishable-Key header; where that fails, with
 *   navigator.sendBeacon (which cannot set headers: the key goes in the query string).
 * The collect URL is derived from the script's own URL unless data-collect-url names one.
 */
/* global window, document, navigator, location, Blob */
(function () {
  'use strict';
  if (window.affiliate && window.affiliate.version) return;

  var EVENT_TYPES = ['pageview', 'product_view', 'add_to_cart', 'remove_from_cart', 'thank_you_view'];
  var DAY = 86400;

  var script = document.currentScript;
  if (!script) {
    var tagged = document.querySelectorAll('script[data-key]');
    script = tagged[tagged.length - 1];
  }
  var key = script && script.getAttribute('data-key');
  if (!key) {
    if (window.console) window.console.warn('affiliate sdk: data-key (publishable key) is missing');
    return;
  }

  function collectUrl() {
    var explicit = script.getAttribute('data-collect-url');
    if (explicit) return explicit;
    var a = document.createElement('a');
    a.href = script.src;
    return a.protocol + '//' + a.host + '/v1/collect';
  }
  var COLLECT = collectUrl();

  function clampDays(v) {
    var n = parseInt(v, 10);
    return n >= 1 && n <= 365 ? n : 30;
  }
  var cookieDays = clampDays(script.getAttribute('data-cookie-days'));

  function getCookie(name) {
    var parts = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < parts.length; i++) {
      var eq = parts[i].indexOf('=');
      if (parts[i].slice(0, eq) === name) {
        try {
          return decodeURIComponent(parts[i].slice(eq + 1));
        } catch {
          return null;
        }
      }
    }
    return null;
  }

  function setCookie(name, value, maxAgeSeconds) {
    document.cookie =
      name +
      '=' +
      encodeURIComponent(value) +
      '; Max-Age=' +
      maxAgeSeconds +
      '; Path=/; SameSite=Lax' +
      (location.protocol === 'https:' ? '; Secure' : '');
  }

  function queryParam(name) {
    var m = new RegExp('[?&]' + name + '=([^&#]*)').exec(location.search);
    if (!m) return null;
    try {
      return decodeURIComponent(m[1].replace(/\+/g, ' '));
    } catch {
      return null;
    }
  }

  function randomId() {
    var c = window.crypto;
    if (c && c.randomUUID) return c.randomUUID();
    var bytes = c && c.getRandomValues ? c.getRandomValues(new Uint8Array(16)) : null;
    var hex = '';
    for (var i = 0; i < 16; i++)
      hex += ((bytes ? bytes[i] : Math.floor(Math.random() * 256)) + 256).toString(16).slice(1);
    return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
  }

  // Attribution from the landing URL: /r/{slug} redirects here with aff_click=<click id>;
  // a plain referral link may carry ref=<referral code>.
  var landedClick = queryParam('aff_click');
  var landedRef = queryParam('ref');
  if (landedClick && /^\d{1,16}$/.test(landedClick)) {
    setCookie('aff_click', landedClick, cookieDays * DAY);
    setCookie('aff_ref', '', 0);
  } else if (landedRef && /^[A-Za-z0-9]{1,32}$/.test(landedRef)) {
    setCookie('aff_ref', landedRef, cookieDays * DAY);
    setCookie('aff_click', '', 0);
  }

  var visitorId = getCookie('aff_vid') || randomId();
  setCookie('aff_vid', visitorId, 365 * DAY);

  function sessionId() {
    var sid = getCookie('aff_sid') || randomId();
    setCookie('aff_sid', sid, 1800);
    return sid;
  }

  // The server's cookie_duration wins over the snippet's (the setting may have changed).
  function refreshWindow(days) {
    days = clampDays(days);
    if (days === cookieDays) return;
    cookieDays = days;
    var click = getCookie('aff_click');
    var ref = getCookie('aff_ref');
    if (landedClick && click === landedClick) setCookie('aff_click', click, days * DAY);
    if (landedRef && ref === landedRef) setCookie('aff_ref', ref, days * DAY);
  }

  function event(type, props) {
    var e = {
      type: type,
      visitor_id: visitorId,
      session_id: sessionId(),
      url: location.href,
      referrer: document.referrer || null,
      title: document.title || null,
      occurred_at: new Date().toISOString(),
    };
    var click = getCookie('aff_click');
    var ref = getCookie('aff_ref');
    if (click) e.click_id = click;
    else if (ref) e.referral_code = ref;
    var utm = ['utm_source', 'utm_medium', 'utm_campaign'];
    for (var i = 0; i < utm.length; i++) {
      var v = queryParam(utm[i]);
      if (v) e[utm[i]] = v;
    }
    if (props) for (var k in props) if (Object.prototype.hasOwnProperty.call(props, k)) e[k] = props[k];
    return e;
  }

  function beacon(body) {
    if (!navigator.sendBeacon) return false;
    var url = COLLECT + (COLLECT.indexOf('?') === -1 ? '?' : '&') + 'key=' + encodeURIComponent(key);
    return navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }));
  }

  function send(events) {
    var body = JSON.stringify({ events: events });
    if (!window.fetch) return beacon(body);
    window
      .fetch(COLLECT, {
        method: 'POST',
        mode: 'cors',
        credentials: 'omit',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', 'X-Publishable-Key': key },
        body: body,
      })
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(function (json) {
        if (json && json.data && json.data.cookie_duration) refreshWindow(json.data.cookie_duration);
      })
      ['catch'](function () {
        // fetch refused the request (older keepalive rules, a page being unloaded): beacon it.
        beacon(body);
      });
    return true;
  }

  function track(type, props) {
    if (EVENT_TYPES.indexOf(type) === -1) {
      if (window.console) window.console.warn('affiliate sdk: unknown event type ' + type);
      return false;
    }
    return send([event(type, props)]);
  }

  var queued = window.affiliate && window.affiliate.q;
  window.affiliate = {
    version: 1,
    track: track,
    visitorId: function () {
      return visitorId;
    },
    sessionId: function () {
      return getCookie('aff_sid');
    },
    clickId: function () {
      return getCookie('aff_click');
    },
    referralCode: function () {
      return getCookie('aff_ref');
    },
  };

  track('pageview');
  if (queued && queued.length) for (var q = 0; q < queued.length; q++) track(queued[q][0], queued[q][1]);
})();
