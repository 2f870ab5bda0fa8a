import { randomBytes } from 'node:crypto';
import { CANVA_AUTH_MESSAGE_TYPE, type CanvaAuthMessage } from '#shared/schemas/canva.ts';
import { escapeHtml } from '#server/lib/html.ts';

/** JSON that is safe inside a <script> element (no closing tag, no line separators). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page the OAuth pop-up lands on (spec point 4, "Design-service connection"): it posts the
 * outcome to its opener, addressed to this server's own origin only, and closes itself. The
 * nonce lets its one inline script run under a CSP that allows nothing else.
 */
export function callbackPage(targetOrigin: string, outcome: { success: true } | { success: false; error: string }) {
  const nonce = randomBytes(16).toString('base64');
  const message: CanvaAuthMessage = outcome.success
    ? { type: CANVA_AUTH_MESSAGE_TYPE, success: true }
    : { type: CANVA_AUTH_MESSAGE_TYPE, success: false, error: outcome.error };
  const text = outcome.success ? 'Canva is connected. You can close this window.' : `Canva connection failed: ${outcome.error}`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Canva connection</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<p>${escapeHtml(text)}</p>
<script nonce="${nonce}">
(function () {
  var message = ${scriptJson(message)};
  if (window.opener && !window.opener.closed) window.opener.postMessage(message, ${scriptJson(targetOrigin)});
  window.close();
})();
</script>
</body>
</html>
`;
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'cache-control': 'no-store',
    // The URL carries the authorization code: never send it onwards.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    // The pop-up arrives here from canva.com; any other opener policy would cut it off from the window it reports to.
    'cross-origin-opener-policy': 'unsafe-none',
  };
  return { html, headers };
}
