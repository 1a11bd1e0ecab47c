import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLocalStack } from '../../infra/local/stack';
import { acceptAgreementIfAsked, DEMO_PASSWORD } from '../e2e/support';

/**
 * Lighthouse (mobile: a mid-range phone, simulated slow 4G and 4× CPU slowdown) on the production
 * build of the SPA, served the way a CDN serves it (compressed, hashed assets cached for a year) on
 * one origin with the local API. The signed-in pages reuse one session: Playwright signs in through
 * the same Chromium (over its DevTools port) and Lighthouse keeps the storage.
 *   npm run bench:lighthouse              builds web/dist first
 *   npm run bench:lighthouse -- --no-build
 *   npm run bench:lighthouse -- --runs 3  audits every page 3 times and prints the median (a busy machine)
 *   npm run bench:lighthouse -- --pages landing,sign-in,chat
 *   LIGHTHOUSE_REPORTS=<dir>              also writes each page's full report (JSON) there
 */
export const LIGHTHOUSE_TARGET = 95;

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'web/dist');
const HOST = '127.0.0.1';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.ttf', '.eot']);

/** Headers that belong to one HTTP/1.1 connection and must not cross into HTTP/2 (or back). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);
const forwardable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

/**
 * web/dist as CloudFront serves it: over HTTP/2 (the distribution's HTTP2_AND_3, so the page's chunks
 * share one connection instead of queueing for six), brotli, immutable hashed assets, index.html for
 * the SPA's paths. Browsers speak HTTP/2 only over TLS: the certificate is a throwaway self-signed one
 * the bench's Chromium is told to trust. Everything is compressed before the server listens, as a CDN
 * serves from its cache: compressing on the first request would add the compressor's time to the
 * server latency Lighthouse measures.
 */
export async function startProductionWeb(apiUrl: string, certificateDir: string) {
  const files = new Map<string, { data: Buffer; encoded: boolean }>();
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.map')) continue;
    const path =
      '/' +
      join(entry.parentPath, entry.name)
        .slice(dist.length + 1)
        .split('\\')
        .join('/');
    const data = await readFile(join(dist, path));
    const encoded = COMPRESSIBLE.has(extname(path));
    files.set(path, { data: encoded ? brotliCompressSync(data) : data, encoded });
  }
  const [key, cert] = [join(certificateDir, 'key.pem'), join(certificateDir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${HOST}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const api = new URL(apiUrl);
  const proxy = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const upstream = request(
      {
        host: api.hostname,
        port: api.port,
        path: req.url,
        method: req.method,
        headers: forwardable(req.headers),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const server = createSecureServer(
    { key: await readFile(key), cert: await readFile(cert), allowHTTP1: true },
    (req, res) => {
      const { pathname } = new URL(req.url, 'https://web');
      if (pathname.startsWith('/api/') || pathname === '/config.json') return proxy(req, res);
      const asset = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
      const isAsset = extname(asset) !== '' && !asset.endsWith('.map');
      const path = isAsset ? asset : '/index.html';
      const found = files.get(path);
      if (!found) return void res.writeHead(404).end();
      res.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(found.encoded ? { 'content-encoding': 'br' } : {}),
      });
      res.end(found.data);
    },
  );
  // A browser keeps its HTTP/2 sessions open: they are closed with the server.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const publicKey = new X509Certificate(await readFile(cert)).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return {
    url: `https://${HOST}:${port}`,
    /** The certificate's key, for Chromium's --ignore-certificate-errors-spki-list. */
    spki: createHash('sha256').update(publicKey).digest('base64'),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;
type Metric = keyof typeof METRICS;

export interface LighthouseScore {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  /** Every run's performance score when the page was audited more than once (this one is the median). */
  runs?: number[];
  /** Lab metrics in ms (CLS unitless): where the score comes from. */
  metrics: Record<Metric, number>;
  /** The audits that cost the most, for whoever improves the page next. */
  opportunities: string[];
  /** What the LCP is (its selector and text) and its phases (TTFB, load delay, load time, render delay). */
  lcp?: string;
}

interface LcpDetails {
  items?: {
    items?: { node?: { selector?: string; nodeLabel?: string }; phase?: string; timing?: number }[];
  }[];
}

/** The LCP element and where its time goes, from largest-contentful-paint-element. */
function describeLcp(details: unknown): string | undefined {
  const [element, phases] = (details as LcpDetails | undefined)?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (!node) return undefined;
  const timings = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`);
  return `${node.selector ?? ''} «${node.nodeLabel ?? ''}»${timings.length ? `: ${timings.join(', ')}` : ''}`;
}

async function audit(port: number, url: string, page: string, signedIn: boolean): Promise<LighthouseScore> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // A signed-in page needs the session Playwright left in the browser's storage.
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (process.env.LIGHTHOUSE_REPORTS) {
    await mkdir(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    await writeFile(join(process.env.LIGHTHOUSE_REPORTS, `${page}.json`), result.report as string);
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const opportunities = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    page,
    path: new URL(url).pathname + new URL(url).search,
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, audits[id]?.numericValue ?? NaN]),
    ) as Record<Metric, number>,
    opportunities,
    lcp: describeLcp(audits['largest-contentful-paint-element']?.details),
  };
}

/** The median run by performance score: on a shared machine one run says little. */
async function medianAudit(runs: number, ...args: Parameters<typeof audit>): Promise<LighthouseScore> {
  const results: LighthouseScore[] = [];
  for (let i = 0; i < runs; i++) results.push(await audit(...args));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, runs: results.map((r) => r.performance) };
}

/** The address of one of the demo supplier's conversations (the seed opens some for legal@demo.test). */
async function firstChat(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/communication`);
  await page.getByTestId('communication-page').locator('tbody tr').first().click();
  await page.waitForURL(/\/communication\/chat/);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

/** Lighthouse's scores on `/`, sign-in, the questionnaire, documents and a chat of the production build. */
export async function measureLighthouse(
  options: { build?: boolean; runs?: number; pages?: readonly string[] } = {},
): Promise<LighthouseScore[]> {
  const runs = options.runs ?? 1;
  const wanted = (page: string) => !options.pages || options.pages.includes(page);
  if (options.build ?? true) {
    execFileSync('npx', ['vite', 'build', '-c', 'web/vite.config.ts', '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const stateDir = await mkdtemp(join(tmpdir(), 'supplier-cabinet-lighthouse-'));
  process.env.LOG_LEVEL ??= 'silent';
  const stack = await startLocalStack({
    stateDir,
    web: false,
    jobs: false,
    verbose: false,
    ports: { api: 0, dynamodb: 0, s3: 0, cognito: 0 },
  });
  const web = await startProductionWeb(stack.urls.api, stateDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The server's self-signed certificate is trusted by its key, not merely ignored: Chromium does
    // not cache what a page with a certificate error loads, and the signed-in pages reuse the cache.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--ignore-certificate-errors-spki-list=${web.spki}`,
    ],
  });
  try {
    const scores: LighthouseScore[] = [];
    // `/` is what a supplier types: the redirect to sign-in is part of what they wait for.
    if (wanted('landing')) scores.push(await medianAudit(runs, chrome.port, `${web.url}/`, 'landing', false));
    if (wanted('sign-in'))
      scores.push(await medianAudit(runs, chrome.port, `${web.url}/auth/sign-in`, 'sign-in', false));
    const browser = await chromium.connectOverCDP(`http://${HOST}:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    const origin = web.url;
    page.setDefaultTimeout(30_000);
    await page.goto(`${origin}/auth/sign-in`);
    await page.locator('#email').fill('legal@demo.test');
    await page.locator('#password').fill(DEMO_PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/job-application$/);
    await acceptAgreementIfAsked(page);
    const chat = await firstChat(page, origin);
    await page.close();
    await browser.close();
    for (const [name, path] of [
      ['questionnaire', '/job-application'],
      ['documents', '/documents'],
      ['chat', chat],
    ] as const) {
      if (wanted(name)) scores.push(await medianAudit(runs, chrome.port, `${origin}${path}`, name, true));
    }
    return scores;
  } finally {
    chrome.kill();
    await web.stop();
    await stack.stop();
    await rm(stateDir, { recursive: true, force: true });
  }
}

export function printLighthouse(scores: readonly LighthouseScore[]): void {
  const met = (value: number) => (value >= LIGHTHOUSE_TARGET ? 'met' : 'NOT met');
  console.log(
    `\nLighthouse, mobile (simulated slow 4G, 4× CPU), production build with the local API; target ${LIGHTHOUSE_TARGET} each`,
  );
  console.table(
    scores.map((s) => ({
      page: s.page,
      path: s.path,
      performance: `${s.performance} [${met(s.performance)}]`,
      ...(s.runs && s.runs.length > 1 ? { runs: s.runs.join(' ') } : {}),
      accessibility: `${s.accessibility} [${met(s.accessibility)}]`,
      ...Object.fromEntries(
        Object.entries(s.metrics).map(([name, value]) => [
          name,
          name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`,
        ]),
      ),
    })),
  );
  for (const s of scores) {
    if (s.opportunities.length > 0) console.log(`  ${s.page}: ${s.opportunities.join(', ')}`);
    if (s.lcp) console.log(`  ${s.page} LCP: ${s.lcp}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  printLighthouse(
    await measureLighthouse({
      build: !process.argv.includes('--no-build'),
      runs: Number(option('--runs') ?? 1),
      pages: option('--pages')?.split(','),
    }),
  );
}
