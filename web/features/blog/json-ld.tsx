import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data as <script type="application/ld+json">: a data block, which browsers never run and
 * CSP does not govern, so it needs no nonce; '<' is escaped so content can never close the element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Only a schema-dts typed block (web/lib/json-ld.ts's builders): what a page carries is checked by `npm run typecheck`. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  // Data, not code: the escaped JSON is the only thing ever placed here.
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
