import Bowser from 'bowser';

/** 'Firefox 128 on Windows', 'curl', or 'Unknown browser': what a person recognises a sign-in by. */
export function describeUserAgent(userAgent: string): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : userAgent.split(/[\s/]/)[0] || 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}
