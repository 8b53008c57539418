// pretest: the browser tests drive Debian's Chromium; install it when missing (needs root, as on CI).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${chrome}. Install it (as root: apt-get install -y chromium) or set CHROME_PATH.`);
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests…');
  execSync('apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/tmp/apt-chromium.log 2>&1', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}
