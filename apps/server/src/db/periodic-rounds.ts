import type { FastifyBaseLogger } from 'fastify';

/** A job on a timer: a round now (or the one under way), and a stop that waits for it. */
export type PeriodicRounds = {
  /** Runs a round now, or joins the one under way; resolves when it is done. */
  kick(): Promise<void>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
};

/**
 * Runs `round` every `intervalMs` and once at once, one round at a time. The jobs built on it
 * keep their state in the database's rows and claim them with SKIP LOCKED, so a restart misses
 * nothing and several instances may run them side by side. A failed round is logged as
 * `failure` and the next one tries again; the timer is unref'd, so it never keeps the process
 * alive.
 */
export function startPeriodicRounds(options: {
  round: () => Promise<void>;
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  failure: string;
}): PeriodicRounds {
  let running: Promise<void> | undefined;
  let stopped = false;

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= options
      .round()
      .catch((err: unknown) => options.log.error({ err }, options.failure))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void kick(), options.intervalMs);
  timer.unref();
  void kick();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
