import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

/** A server this process runs (an emulator, the gateway, Vite): where it answers and how to stop it. */
export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Listens on host:port (0 = any free port) and resolves with the port actually bound. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Closes a server: idle keep-alive clients (a browser tab keeps them open) at once, requests in
 * flight after they finish, or cut after a grace period.
 */
export function close(server: Server, graceMs = 2000): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), graceMs).unref();
  });
}

/** A port that is free right now, for servers that must know their own address before they listen. */
export async function freePort(host: string): Promise<number> {
  const probe = createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const urlOf = (host: string, port: number): string => `http://${host}:${port}`;
