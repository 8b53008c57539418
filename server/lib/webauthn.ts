/** Where passkeys belong (decision 060): the relying party the browser binds every credential to. */
export interface WebAuthnParty {
  /** The RP ID: SITE_URL's host name unless WEBAUTHN_RP_ID names it or a parent domain of it. */
  rpID: string;
  /** The name authenticators show beside the account. */
  rpName: string;
  /** Origins a ceremony may come from: the site's, and allowed CORS origins under the RP ID. */
  origins: string[];
}

interface PartyInput {
  siteUrl: string;
  corsOrigins: string[];
  rpId?: string | undefined;
  rpName?: string | undefined;
  siteName: string;
}

const under = (host: string, rpID: string) => host === rpID || host.endsWith(`.${rpID}`);

export function webAuthnParty({ siteUrl, corsOrigins, rpId, rpName, siteName }: PartyInput): WebAuthnParty {
  const site = new URL(siteUrl);
  const rpID = rpId || site.hostname;
  const others = corsOrigins.filter((o) => {
    try {
      return under(new URL(o).hostname, rpID);
    } catch {
      return false;
    }
  });
  return { rpID, rpName: rpName || siteName, origins: [...new Set([site.origin, ...others])] };
}
