// The exports the bench measures, each served by scripts/serve-export.mts on a free port until the end.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import nextEnv from '@next/env';
import { root } from '@/lib/build/paths';

/** Sites measured side by side: name (or number of projects) → origin, base path included. */
export type Origins = Record<string, string>;

// BASE_PATH may live in .env.local, as for `next build`.
nextEnv.loadEnvConfig(root);
const basePath = process.env.BASE_PATH ?? '';

// Every export served (the measured one, the compared one, the scaled lists).
const servers: ChildProcess[] = [];

/** Stops every server. Synchronous, so it also works in an 'exit' handler. */
export function stopServers(): void {
  servers.forEach((server) => server.kill());
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0);
  await new Promise((resolve) => probe.once('listening', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port to probe a free port with');
  return address.port;
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    if (server.exitCode !== null) throw new Error(`serve-export.mts exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`serve-export.mts did not answer on ${url} within 10 s`);
}

/** Serves the export in `dir` on a free port; its origin (base path included) once it answers. */
export async function serveExport(dir: string): Promise<string> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve-export.mts'), String(port), dir], {
    stdio: 'ignore',
  });
  servers.push(server);
  const origin = `http://localhost:${port}${basePath}`;
  await waitForServer(`${origin}/`, server);
  return origin;
}
