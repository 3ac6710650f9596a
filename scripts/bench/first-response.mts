// What a first visit must receive before it can paint: each page's response as the local server sends
// it, like a host (brotli, the page's headers from _headers), against TCP's initial congestion window
// (RFC 6928: 10 segments of 1460 bytes). A response beyond it takes one more round trip on a new
// connection; Lighthouse simulates that too, and its first paint comes about 0.15 s later
// (docs/performance.md).
import http from 'node:http';
import { printTable } from './tables.mts';
import type { Origins } from './serve.mts';

const INITIAL_WINDOW = 10 * 1460;

/** The bytes of one response on the wire: its status line and headers, and its body as sent (compressed). */
function responseBytes(url: string): Promise<{ headers: number; body: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
        const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length;
        const headers = response.rawHeaders.reduce((bytes, part) => bytes + Buffer.byteLength(part) + 2, statusLine + 2);
        let body = 0;
        response.on('data', (chunk: Buffer) => (body += chunk.length));
        response.on('end', () => resolve({ headers, body }));
      })
      .on('error', reject);
  });
}

/** One row per route and served export: its headers, its body, and whether the whole fits the first round trip. */
export async function printFirstResponse(origins: Origins, targets: { name: string; routes: string[] }[]): Promise<void> {
  const rows: string[][] = [];
  for (const { name, routes } of targets) {
    for (const route of routes) {
      const { headers, body } = await responseBytes(`${origins[name]}${route}`);
      const total = headers + body;
      rows.push([`${route} (${name})`, (headers / 1024).toFixed(1), (body / 1024).toFixed(1), (total / 1024).toFixed(1), total <= INITIAL_WINDOW ? '1' : '2']);
    }
  }
  printTable(['First response', 'Headers (KB)', 'HTML (KB brotli)', 'Total (KB)', `Round trips (window ${(INITIAL_WINDOW / 1024).toFixed(1)} KB)`], rows);
}
