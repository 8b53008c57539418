// A bare static page written into the build's client folder, so the same server sends it (with the
// same compression) in the same run: the floor a page can reach on this machine at this moment.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const STATIC_REFERENCE_PATH = '/bench-static-reference.html';

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A bare static page: the bench's reference.">
<title>Static reference</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:2rem 1rem;line-height:1.5;color:#0f172a}</style>
</head>
<body>
<main>
<h1>Static reference</h1>
<p>One heading and one paragraph, no script, no image: what the server and this machine give a page with nothing to wait for.</p>
</main>
</body>
</html>
`;

/** Writes the page (and its precompressed copies) under `clientDir`; answers a function that removes them. */
export function writeStaticReference(clientDir) {
  const file = path.join(clientDir, STATIC_REFERENCE_PATH);
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(html));
  fs.writeFileSync(`${file}.gz`, gzipSync(html));
  return () => {
    for (const f of [file, `${file}.br`, `${file}.gz`]) fs.rmSync(f, { force: true });
  };
}
