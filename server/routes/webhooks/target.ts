/**
 * How a list shows an endpoint's address: a Standard Webhooks URL without its query; a chat URL
 * (its own credential) cut to the host and the path's last characters.
 */
export function displayUrl(raw: string, kind: 'standard' | 'slack'): string {
  const url = new URL(raw);
  if (kind === 'slack') return `${url.protocol}//${url.host}/…${url.pathname.slice(-4)}`;
  const shown = `${url.protocol}//${url.host}${url.pathname}`;
  return shown.length > 80 ? `${shown.slice(0, 79)}…` : shown;
}
