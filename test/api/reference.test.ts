import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@contract/webhooks';
import { buildTestApp } from '../helpers/app';

interface OpenApiDoc {
  openapi: string;
  webhooks: Record<string, { post: { parameters: { name: string }[]; requestBody: { content: Record<string, { schema: JsonSchema }> } } }>;
  paths: Record<string, Record<string, { 'x-api-key-scope'?: string; description?: string }>>;
  components: { securitySchemes: Record<string, unknown> };
}
interface JsonSchema {
  properties: Record<string, JsonSchema & { const?: string }>;
  required?: string[];
}

/** Issue 29 point 7 (decision 070): the integrators' reference, served from this origin only, with the webhook events. */
describe('/api/reference and the OpenAPI document', async () => {
  const { app } = await buildTestApp();

  it('serves an HTML page whose scripts and styles are all our own, under a policy that allows nothing else', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/reference' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="ui"></div>');
    // Every src/href is a path on this origin; no URL with a scheme or protocol-relative host anywhere.
    const refs = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBe(3);
    for (const ref of refs) expect(ref).toMatch(/^\/api\/reference\/[a-z-]+\.(js|css)\?v=/);
    expect(res.body).not.toMatch(/https?:|\/\//);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/https?:/);

    for (const ref of refs) {
      const asset = await app.inject({ method: 'GET', url: ref });
      expect(asset.statusCode, ref).toBe(200);
      expect(asset.headers['content-type'], ref).toMatch(ref.includes('.css') ? /^text\/css/ : /^text\/javascript/);
      expect(asset.headers['cache-control'], ref).toBe('public, max-age=86400');
      expect(asset.headers['content-security-policy'], ref).toBe(csp);
    }
    const init = await app.inject({ method: 'GET', url: refs.find((r) => r.includes('init.js'))! });
    expect(init.body).toContain("url: '/api/docs'");
    expect(init.body).toContain('validatorUrl: null');
    // The stylesheet loads no font or image from elsewhere (only data: URLs).
    const css = await app.inject({ method: 'GET', url: refs.find((r) => r.includes('.css'))! });
    for (const m of css.body.matchAll(/url\(\s*["']?([^"')]+)/g)) expect(m[1]!.startsWith('data:'), m[1]).toBe(true);
    expect(css.body).not.toMatch(/@import/);
  });

  it('sends the bundle compressed once (brotli or gzip as asked), and 404 for any other file', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/reference/swagger-ui-bundle.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(500_000);
    const br = await app.inject({ method: 'GET', url: '/api/reference/swagger-ui-bundle.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await app.inject({ method: 'GET', url: '/api/reference/swagger-ui-bundle.js', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/reference/package.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/reference/..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it('documents every webhook event in the OpenAPI 3.1 webhooks section, its body from the contract and the signature headers', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as OpenApiDoc;
    expect(doc.openapi).toBe('3.1.0');
    for (const type of WEBHOOK_EVENTS) {
      const post = doc.webhooks[type]?.post;
      expect(post, type).toBeDefined();
      expect(post!.parameters.map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      const schema = post!.requestBody.content['application/json']!.schema;
      expect(schema.required).toEqual(['type', 'timestamp', 'data']);
      expect(schema.properties.type!.const).toBe(type);
    }
    const lead = doc.webhooks['lead.created']!.post.requestBody.content['application/json']!.schema.properties.data!;
    expect(Object.keys(lead.properties)).toEqual(expect.arrayContaining(['_id', 'name', 'email', 'service', 'budget', 'source', 'url']));
    const deleted = doc.webhooks['post.deleted']!.post.requestBody.content['application/json']!.schema.properties.data!;
    expect(Object.keys(deleted.properties).sort()).toEqual(['_id', 'slug', 'title']);
  });

  it('names the scope an API key needs on the operations it may call, and none elsewhere', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as OpenApiDoc;
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/contacts']!.get!['x-api-key-scope']).toBe('leads:read');
    expect(doc.paths['/api/contacts/{id}']!.patch!['x-api-key-scope']).toBe('leads:write');
    expect(doc.paths['/api/blogs/new']!.post!['x-api-key-scope']).toBe('posts:write');
    expect(doc.paths['/api/subscriptions']!.get!.description).toContain('`subscribers:read`');
    expect(doc.paths['/api/subscriptions']!.post!['x-api-key-scope']).toBeUndefined();
    expect(doc.paths['/api/webhooks']!.post!['x-api-key-scope']).toBeUndefined();
    expect(doc.paths['/api/reference']).toBeUndefined();
  });
});
