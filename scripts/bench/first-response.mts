// What a first visit must receive before it can paint: each page's response as the local server sends
// it, like a host (brotli, the page's headers from _headers), in round trips of a new connection: TCP
// sends 10 segments of 1460 bytes first (RFC 6928), then twice as many at each round trip (slow start).
// A response past the first window takes one more round trip; Lighthouse simulates that too, and its
// first paint comes about 0.15 s later (docs/performance.md).
import http from 'node:http';
import { printTable } from './tables.mts';
import type { Origins } from './serve.mts';

const INITIAL_WINDOW = 10 * 1460;

/** The round trips a new connection takes to deliver `bytes`, its window doubling at each. */
function roundTrips(bytes: number): number {
  let trips = 1;
  for (let window = INITIAL_WINDOW, sent = INITIAL_WINDOW; sent < bytes; window *= 2, sent += window) trips += 1;
  return trips;
}

/** How long a response may take on the local server. */
const TIMEOUT_MS = 10_000;

/** The bytes of one response on the wire: its status line and headers, and its body as sent (compressed). */
function responseBytes(url: string): Promise<{ headers: number; body: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip' }, timeout: TIMEOUT_MS }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url}: ${response.statusCode}`));
        return;
      }
      const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length;
      // Each header's name and value, each followed by ": " or its line's end, then the blank line.
      const headers = response.rawHeaders.reduce((bytes, part) => bytes + Buffer.byteLength(part) + 2, statusLine + 2);
      let body = 0;
      response.on('data', (chunk: Buffer) => (body += chunk.length));
      response.on('end', () => resolve({ headers, body }));
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer within ${TIMEOUT_MS} ms`)));
    request.on('error', reject);
  });
}

/** One row per route and served export: its headers, its body, and the round trips they take together. */
export async function printFirstResponse(origins: Origins, targets: { name: string; routes: string[] }[]): Promise<void> {
  const rows: string[][] = [];
  for (const { name, routes } of targets) {
    for (const route of routes) {
      const { headers, body } = await responseBytes(`${origins[name]}${route}`);
      const total = headers + body;
      rows.push([`${route} (${name})`, (headers / 1024).toFixed(1), (body / 1024).toFixed(1), (total / 1024).toFixed(1), String(roundTrips(total))]);
    }
  }
  printTable(['First response', 'Headers (KB)', 'HTML (KB brotli)', 'Total (KB)', `Round trips (first window ${(INITIAL_WINDOW / 1024).toFixed(1)} KB)`], rows);
}
