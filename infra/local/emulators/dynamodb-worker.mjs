// dynalite on a thread of its own (started by dynamodb.ts). Plain JavaScript: a worker thread gets none
// of the TypeScript loaders (tsx, Vitest) of the thread that starts it.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const dynalite = createRequire(import.meta.url)('dynalite');
const { path, host, port, graceMs } = workerData;

// Tables are ACTIVE at once: nothing waits for a CREATING table.
const server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
server.once('error', (error) => parentPort.postMessage({ error: error.message }));
server.listen(port, host, () => parentPort.postMessage({ port: server.address().port }));

// As http-server.ts `close`: idle keep-alive clients at once, requests in flight when they finish or
// after the grace period; dynalite's close then closes the LevelDB store and the thread ends by itself.
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  server.close((error) => {
    parentPort.postMessage({ stopped: true, error: error?.message });
    // The port's listener is all that keeps the thread alive once the store is closed: without this the
    // thread waited for dynamodb.ts to cut it (3 s on every stop, and on the first start's snapshot).
    parentPort.close();
  });
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), graceMs).unref();
});
