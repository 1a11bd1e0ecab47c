import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { urlOf, type RunningServer } from '../http-server';

type WorkerMessage = { port: number } | { error: string } | { stopped: true; error?: string };

export interface DynamodbServer extends RunningServer {
  /** Closes the LevelDB store, runs `work` on its files (a copy of them), then serves again on the same port. */
  atRest<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * DynamoDB (dynalite), persisted as LevelDB under `directory`, on a worker thread: every API call
 * costs dynalite about as much CPU as it costs the handler that sends it, and on its own thread that
 * work runs on another core than the gateway and the handlers instead of queueing behind them.
 */
export async function startDynamodb(directory: string, host: string, port: number): Promise<DynamodbServer> {
  let running = await startWorker(directory, host, port);
  return {
    url: urlOf(host, running.port),
    stop: () => running.stop(),
    async atRest(work) {
      await running.stop();
      try {
        return await work();
      } finally {
        running = await startWorker(directory, host, running.port);
      }
    },
  };
}

async function startWorker(directory: string, host: string, port: number) {
  const graceMs = 2000;
  const worker = new Worker(new URL('./dynamodb-worker.mjs', import.meta.url), {
    workerData: { path: directory, host, port, graceMs },
  });
  // Reported where it happens; a start or stop waiting on the thread also rejects with it.
  worker.on('error', (error) => console.error("dynalite's thread failed:", error));
  const next = async (): Promise<WorkerMessage> => {
    const [message] = (await Promise.race([
      once(worker, 'message'),
      // A thread that dies (a damaged store, a bad module) rejects here with its error.
      once(worker, 'exit').then(([code]) => {
        throw new Error(`dynalite's thread exited with ${String(code)}`);
      }),
    ])) as [WorkerMessage];
    if ('error' in message && message.error) throw new Error(`dynalite: ${message.error}`);
    return message;
  };
  const bound = await next().catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  if (!('port' in bound)) throw new Error('dynalite answered its start with no port');
  let stopped: Promise<void> | null = null;
  const stop = async () => {
    const exited = once(worker, 'exit');
    worker.postMessage('stop');
    await next().catch(() => undefined);
    // The thread ends by itself once the store is closed; a stuck one is cut after the grace period.
    const cut = setTimeout(() => void worker.terminate(), graceMs + 1000);
    await exited;
    clearTimeout(cut);
  };
  // Once: a store closed by atRest whose restart failed is stopped again by the stack's stop.
  return { port: bound.port, stop: () => (stopped ??= stop()) };
}
