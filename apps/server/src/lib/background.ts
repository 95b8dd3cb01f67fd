import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after its answer is sent, so how long it takes tells the client nothing (a password
 * reset for an address with an account takes longer than one without). Failures are logged; closing
 * the server waits for what is still running.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const done = Promise.resolve()
        .then(task)
        .catch((err) => log.error({ err }, `${name} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drain() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
