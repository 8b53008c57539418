// What the benches send as a visitor's browser: analytics counts a view only from a browser (a
// request without a User-Agent is taken for a bot), so a bench without one skips that work.
export const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
