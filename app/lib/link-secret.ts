/**
 * The secret a mailed link carries in its fragment (`/auth#invitation=…`, `/admissions#resume=…`,
 * `/assessment#token=…`, `/auth#confirm-email=…`): a fragment never reaches a server, so no log
 * holds it. Null when the page has none, or is rendered where there is no location (the prerender).
 */
export function linkSecretFromLocation(name: string): string | null {
  if (typeof location === 'undefined') return null;
  return new URLSearchParams(location.hash.slice(1)).get(name);
}
