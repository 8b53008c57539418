// pretest: the browser tests drive Debian's Chromium, the IMAP tests a private dovecot (Debian's dovecot-imapd);
// install what is missing (needs root, as on CI).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const dovecot = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';
const missing = [...(fs.existsSync(chrome) ? [] : ['chromium']), ...(fs.existsSync(dovecot) ? [] : ['dovecot-imapd'])];

if (missing.length && process.getuid?.() !== 0) {
  if (missing.includes('chromium')) {
    console.error(`Chromium not found at ${chrome}. Install it (as root: apt-get install -y chromium) or set CHROME_PATH.`);
    process.exit(1);
  }
  // Not fatal: test/api/inbound-imap.test.ts then skips and says why.
  console.warn(
    `dovecot not found at ${dovecot}: the IMAP tests will be skipped. Install it (as root: apt-get install -y dovecot-imapd) or set DOVECOT_PATH.`,
  );
} else if (missing.length) {
  console.log(`Installing ${missing.join(' and ')} from Debian for the tests…`);
  execSync(
    `apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} >/tmp/apt-test-packages.log 2>&1`,
    { stdio: 'inherit', shell: '/bin/bash' },
  );
}
