vcl 4.1;
# The shared cache in front of the app servers (docs/decisions/033-edge-stack.md).
# Placeholders in double braces are filled by scripts/stack/ when the stack starts.
# Pages are cached by URL only; the app's Cache-Control decides what and for how long
# (s-maxage -> TTL, stale-while-revalidate -> grace while healthy, stale-if-error -> grace when
# every app server is down). Surrogate-Key becomes xkey, purged by PURGE + xkey-purge.

import std;
import directors;
import xkey;

probe ready {
    .url = "/readyz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

backend app1 {
    .host = "127.0.0.1";
    .port = "{{APP1_PORT}}";
    .probe = ready;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
}

backend app2 {
    .host = "127.0.0.1";
    .port = "{{APP2_PORT}}";
    .probe = ready;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
}

# Who may purge: the app servers (their purge sender) and the machine itself.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new apps = directors.round_robin();
    apps.add_backend(app1);
    apps.add_backend(app2);
}

sub vcl_recv {
    set req.backend_hint = apps.backend();

    if (req.method == "PURGE") {
        # Through the TLS front (which sets X-Forwarded-For) the peer is local but the sender is not.
        if (client.ip !~ purgers || req.http.X-Forwarded-For ~ ",") {
            return (synth(403, "Forbidden"));
        }
        # A hard purge (xkey-purge): a takedown must not come back as a stale copy, even with
        # the app down. A soft purge (xkey-softpurge) only makes copies stale: they are fetched
        # again on the next request, and still stand in while no app server answers.
        if (req.http.xkey-purge) {
            set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        } else if (req.http.xkey-softpurge) {
            set req.http.n-gone = xkey.softpurge(req.http.xkey-softpurge);
        } else {
            return (synth(400, "xkey-purge or xkey-softpurge header missing"));
        }
        return (synth(200, "Purged " + req.http.n-gone));
    }

    # The cache's own view of the app servers, for checks on this machine: 200 when both are
    # healthy by their probes (a start-up script waits for it).
    if (req.url == "/varnish-health" && client.ip ~ purgers && req.http.X-Forwarded-For !~ ",") {
        if (std.healthy(app1) && std.healthy(app2)) {
            return (synth(200, "Every app server healthy"));
        }
        return (synth(503, "An app server is sick"));
    }

    # x-stale-ok is ours alone (set in vcl_deliver below).
    if (req.restarts == 0) {
        unset req.http.x-stale-ok;
    }
    # A restart from vcl_hit: the copy is past stale-while-revalidate and the app is up, so
    # fetch a fresh one now instead of serving it stale.
    if (req.restarts > 0 && !req.http.x-stale-ok) {
        set req.grace = 0s;
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }

    # Marketing parameters change nothing on a page: one copy for all of them.
    if (req.url ~ "[?&](utm_[a-z]+|gclid|fbclid)=") {
        set req.url = regsuball(req.url, "(utm_[a-z]+|gclid|fbclid)=[^&]*&?", "");
        set req.url = regsub(req.url, "[?&]$", "");
    }

    # The regions read decides from the visitor's cookie and country (decision 031).
    if (req.url ~ "^/api/trpc/[^?]*regions\.") {
        return (pass);
    }

    # tRPC reads keep their cookies (the regions read sets the region cookie from them) and are
    # stored by URL only when the app says so: a read of public data is `public, s-maxage`, one
    # that depends on the visitor `private, no-store` (decision 031's table).
    if (req.url ~ "^/api/trpc/") {
        return (hash);
    }

    # Answers that are per visitor or must reach the app every time: test routes, the deletion
    # flow, probes and metrics.
    if (req.url ~ "^/api/(test|revocations|build)(/|\?|$)"
        || req.url ~ "^/((es|pt)/)?data-revocation(/|\?|$)"
        || req.url ~ "^/(healthz|readyz|metrics)(\?|$)") {
        return (pass);
    }

    # The bare root redirects by the locale cookie (es, pt): that answer is the visitor's own.
    if (req.url ~ "^/(\?|$)" && req.http.Cookie ~ "(^|;\s*)i18n_locale=(es|pt)(;|$)") {
        return (pass);
    }

    # Everything else is cached by URL: no cookie reaches the app, so no answer depends on one.
    unset req.http.Cookie;
    unset req.http.Authorization;
    return (hash);
}

sub vcl_hash {
    # URL only: the front always sends the public host.
    hash_data(req.url);
    return (lookup);
}

sub vcl_hit {
    if (obj.ttl < 0s
        && obj.ttl + std.duration(obj.http.x-swr, 0s) < 0s
        && std.healthy(req.backend_hint)
        && !req.http.x-stale-ok
        && req.restarts == 0) {
        return (restart);
    }
}

sub vcl_backend_response {
    # The app's surrogate keys, for purging by key.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # Never store an answer that sets a cookie (the builtin would make it hit-for-miss too).
    if (beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Varnish set ttl from s-maxage and grace from stale-while-revalidate. Keep the latter for
    # vcl_hit, and stretch grace to stale-if-error: used only while no app server is healthy.
    set beresp.http.x-swr = "" + beresp.grace + "s";
    if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, ".*stale-if-error=([0-9]+).*", "\1") + "s", 0s);
        if (beresp.grace < std.duration(beresp.http.x-swr, 0s)) {
            set beresp.grace = std.duration(beresp.http.x-swr, 0s);
        }
    }
    # A 5xx is never stored: while a copy exists, the failed fetch leaves it in place.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_deliver {
    # That fresh fetch failed (the app died before the probe noticed, or answered 5xx): look
    # again, this time taking the stale copy if one is still in its stale-if-error window.
    if (resp.status >= 500 && req.restarts == 1 && !req.http.x-stale-ok
        && (req.method == "GET" || req.method == "HEAD")) {
        set req.http.x-stale-ok = "1";
        return (restart);
    }
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # A copy's request id names the request that filled the cache, not this one.
    if (obj.hits > 0) {
        unset resp.http.x-request-id;
    }
    unset resp.http.xkey;
    unset resp.http.x-swr;
    unset resp.http.Surrogate-Key;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}

# No app server answered and no copy exists: the branded page.
sub vcl_backend_error {
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "30";
    set beresp.http.Content-Security-Policy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";
    set beresp.http.X-Content-Type-Options = "nosniff";
    set beresp.http.X-Frame-Options = "DENY";
    set beresp.http.Referrer-Policy = "strict-origin-when-cross-origin";
    set beresp.status = 503;
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
    synthetic(std.fileread("{{ERROR_PAGE}}"));
    return (deliver);
}

sub vcl_synth {
    set resp.http.Cache-Control = "no-store";
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.http.X-Content-Type-Options = "nosniff";
    synthetic(resp.reason);
    return (deliver);
}
