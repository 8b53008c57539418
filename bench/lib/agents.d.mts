export const BROWSER_AGENT: string;
