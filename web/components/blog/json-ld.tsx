/**
 * Structured data as <script type="application/ld+json">. The CSP allows inline scripts only with
 * the response's nonce; '<' is escaped so content can never close the element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data, nonce }: { data: unknown; nonce: string | undefined }) {
  // Data, not code: the escaped JSON is the only thing ever placed here.
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
