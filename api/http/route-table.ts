import type { Express } from 'express';

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: Layer[] };
}

export interface RegisteredRoute {
  /** Express's pattern, `/v1/links/:id`. */
  path: string;
  /** Lower case, as Express keeps them. */
  methods: string[];
  /** The route's handlers, middleware included, in order. */
  handlers: unknown[];
}

/** Every route registered on the app, in registration order, nested routers included. */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        out.push({
          path: layer.route.path,
          methods: Object.entries(layer.route.methods)
            .filter(([m, on]) => on && m !== '_all')
            .map(([m]) => m),
          handlers: layer.route.stack.map((h) => h.handle),
        });
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
  for (const r of registeredRoutes(app)) {
    const source = r.path
      .split('/')
      .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const entry = table.get(r.path) ?? { pattern: new RegExp(`^${source}/?$`, 'i'), methods: new Set() };
    for (const m of r.methods) entry.methods.add(m.toUpperCase());
    table.set(r.path, entry);
  }
  return (path) => {
    const methods = new Set<string>();
    for (const { pattern, methods: ms } of table.values())
      if (pattern.test(path)) ms.forEach((m) => methods.add(m));
    // Express answers HEAD with the GET route, and OPTIONS itself.
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
