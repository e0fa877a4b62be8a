/**
 * A function remembered per key in a bounded map that forgets its oldest entry when full.
 * For enrichment: visitors, user agents, referrers and pages repeat, and parsing is the cost.
 */
export function memo<V>(max: number, compute: (key: string) => V): (key: string) => V {
  const cache = new Map<string, V>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = compute(key);
    if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
    return value;
  };
}
