// The service worker's global scope, for the two workers the build may ship at one address: the site's
// (worker.ts) and the one that removes it (retired-worker.ts). TypeScript's "webworker" library cannot be
// loaded beside "dom" in one program: the worker types used here.
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export type RouterCondition = { requestMethod?: string; urlPattern?: { pathname: string }; or?: RouterCondition[]; not?: RouterCondition };
export interface InstallEvent extends ExtendableEvent {
  /** Static routes (Chrome 123 on; the `not` condition from Chrome 127): requests the browser sends on without the worker. */
  addRoutes?(rules: { condition: RouterCondition; source: 'network' }[]): Promise<void>;
}
export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly clients: { claim(): Promise<void> };
  readonly registration: { unregister(): Promise<boolean> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
export const worker = globalThis as unknown as WorkerScope;

/**
 * Removes the worker's registration: the pages it controls keep it until they are left, every later
 * page loads from the network as if there had never been one. Never waited for: the browser runs it
 * after the install or activation under way, which would otherwise wait for it forever (Firefox does).
 */
export function unregister(): void {
  worker.registration.unregister().catch(() => undefined);
}
