// Types of what test/api/bench-seeds.test.ts uses of server.mjs: the bodies the benches post and how they read leads back.
export function contactBody(name?: string): string;
export function subscriptionBody(email: string): string;
export function allLeads(url: string, headers: Record<string, string>): Promise<{ _id: string; name: string }[]>;
