/** How long a connection may take over each part of a request before it is closed. */
export interface ConnectionTimeouts {
  /** From the connection's first moment to the end of a request's headers. */
  headersMs: number;
  /** From the connection's first moment to the end of a whole request, body included. */
  requestMs: number;
  /** Idle time allowed between the requests of a kept-alive connection. */
  keepAliveMs: number;
  /** Time without a byte either way (a client that stops reading its reply). */
  idleMs: number;
  /** How often Node looks for connections past the header and request limits. */
  checkEveryMs: number;
}

/**
 * A survey submission is a few kilobytes, so a real client sends a request within a second or
 * two even on a poor mobile line. A connection that sends nothing or trickles its body holds a
 * socket and memory, and enough of them keep everyone else out: they are closed. The
 * keep-alive limit stays above the 60 s idle limit of common proxies and load balancers, so
 * that they, not we, close an idle upstream connection (no request lost in the race).
 */
export const CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 72_000,
  idleMs: 60_000,
  checkEveryMs: 1_000,
};

/** The Fastify (and Node http server) options that apply `timeouts`. */
export function connectionOptions(timeouts: ConnectionTimeouts) {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  };
}
