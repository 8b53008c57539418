import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './built-server';

/** The V8 flags of `npm start`: the Docker image must start the server with the same (decision 118). */
const startFlags = () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return scripts.start.split(' ').filter((word) => word.startsWith('--'));
};

describe('node flags of production', () => {
  it('npm start caps the young generation, and the Dockerfile runs the server with the same flags', () => {
    const flags = startFlags();
    expect(flags).toContain('--max-semi-space-size=16');
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'))?.[1];
    const args = JSON.parse(cmd ?? '[]') as string[];
    expect(args[0]).toBe('node');
    for (const flag of flags) expect(args).toContain(flag);
  });
});
