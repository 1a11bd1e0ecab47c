import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { join } from 'node:path';
import { isDownloadPath } from './downloads';
import { close, listen, urlOf, type RunningServer } from './http-server';

/**
 * The SPA from Vite in middleware mode, on one origin with the API: `/api/*`, `/config.json` and the download
 * path go straight to the local gateway's listener (no proxy hop), everything else to Vite (HMR included).
 */
export async function startWeb(
  root: string,
  host: string,
  port: number,
  gateway: Promise<RequestListener>,
): Promise<RunningServer> {
  const { createServer } = await import('vite');
  const httpServer = createHttpServer();
  const vite = await createServer({
    configFile: join(root, 'web', 'vite.config.ts'),
    appType: 'spa',
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
  httpServer.on('request', (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://web');
    // Vite starts alongside the back end: an early API call waits for the gateway.
    if (pathname.startsWith('/api/') || pathname === '/config.json' || isDownloadPath(pathname))
      void gateway.then((listener) => listener(req, res));
    else vite.middlewares(req, res);
  });
  const bound = await listen(httpServer, port, host);
  return {
    url: urlOf(host, bound),
    stop: async () => {
      await vite.close();
      await close(httpServer);
    },
  };
}
