import { ensureBuild } from './built-server';

/** Once for the project, before its files run in parallel: two builds at once would write over each other. */
export default function setup(): void {
  ensureBuild();
}
