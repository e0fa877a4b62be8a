import type { Express } from 'express';

export interface RouteInfo {
  /** Upper case. */
  method: string;
  /** Express's pattern, `/v1/links/:id`. */
  path: string;
  /** The route's handlers, middleware included, in order (their meta tags describe them). */
  handlers: unknown[];
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: Layer[] };
}

/** Every method + path the app registers (walks nested routers); for docs, 405s and tests. */
export function listRoutes(app: Express): RouteInfo[] {
  const out: RouteInfo[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const handlers = layer.route.stack.map((h) => h.handle);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all')
            out.push({ method: method.toUpperCase(), path: layer.route.path, handlers });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return out;
}

/**
 * The methods each path answers, for the 405 of a known path asked with another method. Paths
 * match as Express matches them: any case, an optional trailing slash, `:name` one segment.
 */
export function allowedMethods(app: Express): (path: string) => string[] {
  const table = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const r of listRoutes(app)) {
    const source = r.path
      .split('/')
      .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const entry = table.get(r.path) ?? { pattern: new RegExp(`^${source}/?$`, 'i'), methods: new Set() };
    entry.methods.add(r.method);
    table.set(r.path, entry);
  }
  return (path) => {
    const methods = new Set<string>();
    for (const { pattern, methods: ms } of table.values())
      if (pattern.test(path)) ms.forEach((m) => methods.add(m));
    // Express answers HEAD with the GET route.
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
