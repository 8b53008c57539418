// pretest: the browser tests drive Debian's Chromium, the IMAP tests a private dovecot (Debian's dovecot-imapd), the
// CalDAV tests a private Radicale (Debian's radicale);
// install what is missing (needs root, as on CI).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const dovecot = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';
const radicale = process.env.RADICALE_PATH ?? '/usr/bin/radicale';
const missing = [
  ...(fs.existsSync(chrome) ? [] : ['chromium']),
  ...(fs.existsSync(dovecot) ? [] : ['dovecot-imapd']),
  ...(fs.existsSync(radicale) ? [] : ['radicale']),
];

if (missing.length && process.getuid?.() !== 0) {
  if (missing.includes('chromium')) {
    console.error(`Chromium not found at ${chrome}. Install it (as root: apt-get install -y chromium) or set CHROME_PATH.`);
    process.exit(1);
  }
  // Not fatal: test/api/inbound-imap.test.ts and booking-calendar.test.ts then skip and say why.
  if (missing.includes('dovecot-imapd'))
    console.warn(
      `dovecot not found at ${dovecot}: the IMAP tests will be skipped. Install it (as root: apt-get install -y dovecot-imapd) or set DOVECOT_PATH.`,
    );
  if (missing.includes('radicale'))
    console.warn(
      `radicale not found at ${radicale}: the CalDAV tests will be skipped. Install it (as root: apt-get install -y radicale) or set RADICALE_PATH.`,
    );
} else if (missing.length) {
  console.log(`Installing ${missing.join(' and ')} from Debian for the tests…`);
  execSync(
    `apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} >/tmp/apt-test-packages.log 2>&1`,
    { stdio: 'inherit', shell: '/bin/bash' },
  );
}
