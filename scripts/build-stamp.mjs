// A fingerprint of everything the build reads, so `npm start` rebuilds only when something changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'web',
  'server',
  'contract',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'vite.islands.config.ts',
  'scripts/public-stylesheet.ts',
  'react-router.config.ts',
  'tsconfig.json',
];
const SKIP = /(^|\/)(node_modules|\.react-router)(\/|$)|\.test\.tsx?$/;

function walk(p, out) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return;
  }
  if (SKIP.test(p)) return;
  if (stat.isDirectory()) for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name), out);
  else out.push(`${p}:${stat.size}:${stat.mtimeMs}`);
}

export function sourceFingerprint(root) {
  const entries = [];
  for (const input of INPUTS) walk(path.join(root, input), entries);
  return createHash('sha256').update(entries.join('\n')).digest('hex');
}

export const buildDir = (root) => path.resolve(root, process.env.BUILD_DIR || 'build');
export const stampFile = (root) => path.join(buildDir(root), '.build-stamp');

export function isBuildFresh(root) {
  try {
    return fs.readFileSync(stampFile(root), 'utf8') === sourceFingerprint(root) && fs.existsSync(path.join(buildDir(root), 'api/main.js'));
  } catch {
    return false;
  }
}
