import { request as playwrightRequest } from '@playwright/test';
import { ADMIN, expect } from './fixtures';
import { sendContact, unique } from './staff-helpers';

export interface LeadSeen {
  _id: string;
  name: string;
  email: string;
  status: string;
  ownerId: string | null;
  nextAction: { text: string; dueAt: string } | null;
  reference: string;
  version: number;
  history: { kind: string; from: string; to: string; actorName: string }[];
  messages: { subject: string; text: string; authorName: string; to: string }[];
}

/** A lead as the desk's list answers it (the fields the tests read). */
export interface LeadListed {
  _id: string;
  reference: string;
  service: string;
  version: number;
  createdAt: string;
}

/** An API client signed in as the e2e admin (bearer), for setting up and checking what the screens did. */
export async function adminApi(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  const { token } = (await (await api.post('/api/auth/login', { data: ADMIN })).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    api,
    headers,
    /** A staff account (role user) with a known password. */
    async staffUser(name: string) {
      const email = `${unique('desk')}@e2e.test`;
      const password = 'seven lanterns 27';
      const res = await api.post('/api/admin/users', { headers, data: { name, email, password, role: 'user' } });
      expect(res.status(), await res.text()).toBe(201);
      const { user } = (await res.json()) as { user: { _id: string } };
      return { _id: user._id, name, email, password };
    },
    /** Every lead sent from an address, as the desk's list of all leads answers them. */
    async leadsFrom(email: string): Promise<LeadListed[]> {
      const res = await api.get(`/api/contacts?view=all&q=${encodeURIComponent(email)}`, { headers });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as LeadListed[];
    },
    /** A new lead sent as a visitor would, and its id. */
    async lead(name: string, extra: { service?: string } = {}) {
      const email = `${unique('visitor')}@example.com`;
      await sendContact(api, { name, email, ...extra });
      const [lead] = await this.leadsFrom(email);
      expect(lead, `lead ${email} listed`).toBeDefined();
      return { id: lead!._id, email };
    },
    async get(id: string): Promise<LeadSeen> {
      return (await (await api.get(`/api/contacts/${id}`, { headers })).json()) as LeadSeen;
    },
    async me() {
      return ((await (await api.get('/api/auth/me', { headers })).json()) as { user: { _id: string; name: string } }).user;
    },
  };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;
