/** The site configuration's embedding (spec §6 embedded mode origins). */
export interface Embedding {
  origins: string[];
  allowAnyWithToken: boolean;
}

/**
 * Whether a message from `origin` may act (spec §6): only whitelisted platform origins; any
 * origin only when the operator allows the wildcard and this page's session came from the
 * platform's token (session init), never for the opaque 'null' origin of sandboxed frames.
 */
export function isAllowedOrigin(
  origin: string,
  embedding: Embedding,
  { tokenSession }: { tokenSession: boolean },
): boolean {
  if (origin === 'null' || origin === '') return false;
  if (embedding.origins.includes(origin)) return true;
  return embedding.allowAnyWithToken && tokenSession;
}

/**
 * Where the bridge's events go: the parent's origin when the browser tells it (ancestorOrigins,
 * else the referrer) and it is allowed; else every listed origin (postMessage delivers only to
 * the one that matches the parent). Never '*': balances are for the platform alone.
 */
export function eventTargets(
  parentOrigin: string | null,
  embedding: Embedding,
  session: { tokenSession: boolean },
): string[] {
  if (parentOrigin && isAllowedOrigin(parentOrigin, embedding, session)) return [parentOrigin];
  return embedding.origins;
}

/** The framing page's origin as the browser reports it, or null. */
export function parentOriginOf(location: Location, referrer: string): string | null {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  const first = ancestors?.length ? ancestors[0] : undefined;
  if (first) return first;
  try {
    return referrer ? new URL(referrer).origin : null;
  } catch {
    return null;
  }
}
