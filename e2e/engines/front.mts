// The pass's front server: the export as scripts/serve-export.mts serves it (behind it), with the pass's
// probe (probe.ts) first in each page's <head>, where a page's policy lets it run (script-src 'self').
// A front may also answer the service worker's address with 404: the same site, without its worker, for
// the repeat visit's time without it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_WORKER_PATH } from '@/lib/browser/service-worker/register';

export const PROBE_PATH = '/__engine-pass/probe.js';

export type Front = {
  origin: string;
  /** How many times a browser asked for the service worker's script. */
  workerRequests: () => number;
  close: () => Promise<void>;
};

/** The page with the probe's script first in its <head> (not "<header>"). */
const withProbe = (html: string) => html.replace(/<head(?:\s[^>]*)?>/, (head) => `${head}<script src="${PROBE_PATH}"></script>`);

export async function startFront(upstream: string, probe: string, { worker }: { worker: boolean }): Promise<Front> {
  const target = new URL(upstream);
  let workerRequests = 0;

  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const { pathname } = new URL(url, target);
    if (pathname === PROBE_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(probe);
      return;
    }
    if (pathname.endsWith(SERVICE_WORKER_PATH)) {
      workerRequests += 1;
      if (!worker) {
        response.writeHead(404).end();
        return;
      }
    }
    // Uncompressed from behind: the probe goes into the page's text.
    const headers = { ...request.headers, host: target.host, 'accept-encoding': 'identity' };
    // A connection of its own for each request: none is reused as the server behind closes it.
    const forwarded = http.request(new URL(url, target), { method: request.method, headers, agent: false }, (answer) => {
      const status = answer.statusCode ?? 502;
      // The connection's own headers stay between the two servers.
      const answerHeaders = { ...answer.headers };
      for (const name of ['connection', 'keep-alive', 'transfer-encoding']) delete answerHeaders[name];
      if (!answer.headers['content-type']?.startsWith('text/html')) {
        response.writeHead(status, answerHeaders);
        answer.pipe(response);
        return;
      }
      delete answerHeaders['content-length'];
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        response.writeHead(status, answerHeaders);
        response.end(request.method === 'HEAD' ? undefined : withProbe(Buffer.concat(chunks).toString('utf8')));
      });
    });
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });

  // Browsers keep their connections open longer than Node's 5 s: one reused as Node closes it fails its request.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}${target.pathname.replace(/\/$/, '')}`,
    workerRequests: () => workerRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
