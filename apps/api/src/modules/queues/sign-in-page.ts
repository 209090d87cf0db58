/**
 * What a browser gets at /admin/queues before it holds the dashboard cookie: a page whose script
 * (same origin, so the API's CSP allows it) uses the console's refresh cookie to get an access
 * token, asks POST /api/admin/queues/session for the dashboard cookie, and reloads once. The
 * status stays 401; a non-admin or a signed-out browser ends on a sentence, never in a loop.
 */
export const SIGN_IN_SCRIPT_PATH = '/admin/queues-sign-in.js';

export const SIGN_IN_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Queues · Hotel Profiler</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem;">
<h1>Queues</h1>
<p id="status">Opening the queue dashboard…</p>
<p><a href="/">Back to the console</a></p>
<script src="${SIGN_IN_SCRIPT_PATH}"></script>
</body>
</html>
`;

export const SIGN_IN_SCRIPT = `(async () => {
  const say = (text) => { document.getElementById('status').textContent = text; };
  // A reload that lands here again within seconds means the cookie did not take: stop, never loop.
  const tried = 'hp-queues-sign-in';
  const last = Number(sessionStorage.getItem(tried) || 0);
  if (Date.now() - last < 10000) {
    sessionStorage.removeItem(tried);
    say('The queue dashboard could not be opened in this browser. Sign in to the console again, then reload.');
    return;
  }
  try {
    const refreshed = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' });
    if (!refreshed.ok) { say('Sign in to the console first, then open this page again.'); return; }
    const { accessToken } = await refreshed.json();
    const session = await fetch('/api/admin/queues/session', { method: 'POST', headers: { authorization: 'Bearer ' + accessToken } });
    if (session.status === 403) { say('You do not have permission to access this page. Admin privileges required.'); return; }
    if (!session.ok) { say('The queue dashboard could not be opened. Please try again.'); return; }
    sessionStorage.setItem(tried, String(Date.now()));
    location.reload();
  } catch {
    say('The server could not be reached. Please try again.');
  }
})();
`;
