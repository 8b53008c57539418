// The public pages' own stylesheet: Tailwind built from the classes of the files those pages import,
// not from the whole project (staff screens, the editor, docs). Islands pages carry it inline
// (server/web/mount.ts); staff screens keep the full stylesheet as a link.
import fs from 'node:fs';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { build } from 'esbuild';

/** Where the public pages live: the root document, the islands script and these route folders. */
export const PUBLIC_ROUTE_FOLDERS = ['web/routes/marketing', 'web/routes/blog'];
const ROOT_FILES = ['web/root.tsx', 'web/islands/main.tsx'];
const STYLESHEET = 'web/styles/app.css';
const SOURCE = /\.(tsx?|jsx?)$/;
const TEST = /\.test\.tsx?$/;

function publicEntries(root: string): string[] {
  const routes = PUBLIC_ROUTE_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((name) => SOURCE.test(name) && !TEST.test(name))
      .map((name) => path.join(folder, name)),
  );
  return [...ROOT_FILES, ...routes].map((file) => path.join(root, file));
}

/** Every project file the public entries import, followed through static and dynamic imports. */
export async function publicSourceFiles(root: string, entries = publicEntries(root)): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'public-stylesheet-graph',
    packages: 'external',
    platform: 'neutral',
    format: 'esm',
    jsx: 'automatic',
    alias: { '~': path.join(root, 'web'), '@contract': path.join(root, 'contract') },
    // Only the import graph matters: assets and stylesheets are not followed.
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.jpg': 'empty', '.webp': 'empty', '.json': 'json' },
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs)
    .filter((file) => SOURCE.test(file) && !file.includes('node_modules'))
    .map((file) => path.resolve(root, file))
    .sort();
}

/** The minified stylesheet made of the app's stylesheet (theme, base layer) and these files' classes. */
export async function buildStylesheet(root: string, files: string[]): Promise<string> {
  const stylesheet = path.join(root, STYLESHEET);
  // compile() never scans by itself: the classes are only those given to build().
  const compiler = await compile(fs.readFileSync(stylesheet, 'utf8'), { base: path.dirname(stylesheet), onDependency: () => undefined });
  const scanner = new Scanner({});
  const candidates = scanner.scanFiles(files.map((file) => ({ content: fs.readFileSync(file, 'utf8'), extension: path.extname(file).slice(1) })));
  return optimize(compiler.build(candidates), { minify: true }).code;
}

/** The public pages' stylesheet for this project. */
export async function publicStylesheet(root: string): Promise<string> {
  return buildStylesheet(root, await publicSourceFiles(root));
}
