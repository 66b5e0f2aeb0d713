let guarded = false;

/**
 * Where the request log goes: process.stdout, whose writes to a pipe never block the event
 * loop (a full pipe queues them in memory) and are simply dropped at exit. pino's own
 * destination (sonic-boom) flushes synchronously at exit and retries a write on a closed or
 * full pipe for ever, which kept a stopped server alive for minutes once its log reader had
 * gone. A reader that goes away (EPIPE) costs the log, never the process.
 */
export function logDestination(): NodeJS.WritableStream {
  if (!guarded) {
    guarded = true;
    process.stdout.on('error', () => {});
  }
  return process.stdout;
}
