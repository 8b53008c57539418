import { z } from 'zod';
import {
  blogListSchema,
  blogSchema,
  contactListSchema,
  createUserResponse,
  emailListResponse,
  loginResponse,
  meResponse,
  messageSchema,
  statsResponse,
  subscriptionCountsSchema,
  subscriptionListSchema,
  type SubscriptionListQuery,
  uploadResponse,
  sessionListSchema,
  type BlogBody,
  type BlogListQuery,
  type ChangePasswordBody,
  type CreateContactBody,
  type CreateSubscriptionBody,
  type CreateUserBody,
  type EmailListQuery,
  type ForgotPasswordBody,
  type LoginBody,
  type ResetPasswordBody,
} from '../../contract/index';
import {
  erasureSchema,
  leadDetailSchema,
  leadListSchema,
  ownerListSchema,
  sourcesSchema,
  statusCountsSchema,
  type CreateLeadBody,
  type LeadListQuery,
  type UpdateLeadBody,
} from '../../contract/leads';
import { auditListSchema, type AuditListQuery } from '../../contract/audit';
import {
  enrolAtLoginResponse,
  loginAnswer,
  recoveryCodesResponse,
  securitySettingsSchema,
  staffUserListSchema,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
  type ConfirmTwoFactorBody,
  type DisableTwoFactorBody,
  type EnrolAtLoginBody,
  type InviteUserBody,
  type SecuritySettings,
  type TwoFactorLoginBody,
} from '../../contract/two-factor';
import { newsletterSendAccepted, newsletterSendListSchema, newsletterSendSchema, type NewsletterSendBody } from '../../contract/newsletter';
import { ApiRequestError, retryAfterSeconds } from './api-error';

export interface ApiClientOptions {
  /** Origin of the API ('' = same origin as the page). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Headers for every call (the server forwards a visitor's cookie this way). */
  headers?: Record<string, string>;
}

/** SPEC.md section 7: any 2xx accepts a form post; its body is not read. */
const accepted = null;

/** The one typed client of the HTTP API: every page and form goes through it. */
export function createApiClient({ baseUrl, fetch: fetchFn = globalThis.fetch, headers = {} }: ApiClientOptions) {
  async function call<T>(schema: z.ZodType<T> | null, method: string, path: string, body?: unknown): Promise<{ data: T; response: Response }> {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const response = await fetchFn(baseUrl + path, {
      method,
      credentials: 'include',
      headers: { accept: 'application/json', ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const parsed = z
        .object({ message: z.string(), errors: z.array(z.object({ field: z.string(), message: z.string() })).optional() })
        .safeParse(json);
      throw new ApiRequestError(response.status, parsed.success ? parsed.data : null, retryAfterSeconds(response.headers));
    }
    return { data: (schema ? schema.parse(json) : json) as T, response };
  }
  const get = <T>(schema: z.ZodType<T>, path: string) => call(schema, 'GET', path).then((r) => r.data);
  const enc = encodeURIComponent;
  /** A list page and the total from X-Total-Count. */
  const page = async <T>(schema: z.ZodType<T[]>, path: string, query: object) => {
    const { data, response } = await call(schema, 'GET', path + queryString(query));
    return { items: data, total: Number(response.headers.get('x-total-count') ?? data.length) };
  };

  return {
    subscriptions: {
      create: (body: CreateSubscriptionBody) => call(accepted, 'POST', '/api/subscriptions', body).then((r) => r.data),
      list: () => get(subscriptionListSchema, '/api/subscriptions'),
      page: (query: SubscriptionListQuery = {}) => page(subscriptionListSchema, '/api/subscriptions', query),
      statusCounts: () => get(subscriptionCountsSchema, '/api/subscriptions/status-counts'),
      confirm: (token: string) => call(messageSchema, 'POST', '/api/subscriptions/confirm', { token }).then((r) => r.data),
      unsubscribe: (token: string) => call(messageSchema, 'POST', '/api/subscriptions/unsubscribe', { token }).then((r) => r.data),
      csvUrl: () => `${baseUrl}/api/subscriptions.csv`,
    },
    contacts: {
      create: (body: CreateContactBody | CreateLeadBody) => call(accepted, 'POST', '/api/contacts', body).then((r) => r.data),
      list: () => get(contactListSchema, '/api/contacts'),
      page: (query: LeadListQuery = {}) => page(leadListSchema, '/api/contacts', query),
      get: (id: string) => get(leadDetailSchema, `/api/contacts/${enc(id)}`),
      update: (id: string, body: UpdateLeadBody) => call(messageSchema, 'PATCH', `/api/contacts/${enc(id)}`, body).then((r) => r.data),
      addNote: (id: string, text: string) => call(messageSchema, 'POST', `/api/contacts/${enc(id)}/notes`, { text }).then((r) => r.data),
      statusCounts: () => get(statusCountsSchema, '/api/contacts/status-counts'),
      owners: () => get(ownerListSchema, '/api/contacts/owners'),
      sources: (days: 30 | 90) => get(sourcesSchema, `/api/contacts/sources?days=${days}`),
      erasePerson: (email: string) => call(erasureSchema, 'POST', '/api/admin/erasures', { email }).then((r) => r.data),
      /** The export of what a list shows (its filters, every page). */
      csvUrl: (filter: Omit<LeadListQuery, 'page' | 'pageSize'> = {}) => `${baseUrl}/api/contacts.csv${queryString(filter)}`,
    },
    blogs: {
      /** Newest first; `total` comes from X-Total-Count. */
      async list(query: BlogListQuery = {}) {
        const qs = new URLSearchParams(
          Object.entries(query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        ).toString();
        const { data, response } = await call(blogListSchema, 'GET', `/api/blogs${qs ? `?${qs}` : ''}`);
        return { posts: data, total: Number(response.headers.get('x-total-count') ?? data.length) };
      },
      get: (slugOrId: string) => get(blogSchema, `/api/blogs/${enc(slugOrId)}`),
      create: (body: BlogBody) => call(blogSchema, 'POST', '/api/blogs/new', body).then((r) => r.data),
      update: (id: string, body: BlogBody) => call(blogSchema, 'PUT', `/api/blogs/${enc(id)}`, body).then((r) => r.data),
      remove: (id: string) => call(messageSchema, 'DELETE', `/api/blogs/${enc(id)}`).then((r) => r.data),
    },
    newsletter: {
      /** A test send to yourself, or the send to every confirmed subscriber; answers the send's id (202). */
      send: (blogId: string, body: NewsletterSendBody) =>
        call(newsletterSendAccepted, 'POST', `/api/blogs/${enc(blogId)}/newsletter`, body).then((r) => r.data),
      /** A post's sends with their counts, and how many addresses are confirmed now. */
      sends: (blogId: string) => get(newsletterSendListSchema, `/api/blogs/${enc(blogId)}/newsletter`),
      get: (sendId: string) => get(newsletterSendSchema, `/api/newsletter-sends/${enc(sendId)}`),
    },
    auth: {
      /** SPEC's answer, or (with a second factor) a challenge for the code step. */
      login: (body: LoginBody) => call(loginAnswer, 'POST', '/api/auth/login', body).then((r) => r.data),
      loginWithCode: (body: TwoFactorLoginBody) => call(loginResponse, 'POST', '/api/auth/login/two-factor', body).then((r) => r.data),
      loginSetup: (challenge: string) => call(twoFactorSetupResponse, 'POST', '/api/auth/login/two-factor/setup', { challenge }).then((r) => r.data),
      loginEnrol: (body: EnrolAtLoginBody) => call(enrolAtLoginResponse, 'POST', '/api/auth/login/two-factor/enrol', body).then((r) => r.data),
      twoFactor: () => get(twoFactorStatusResponse, '/api/auth/two-factor'),
      twoFactorSetup: () => call(twoFactorSetupResponse, 'POST', '/api/auth/two-factor/setup').then((r) => r.data),
      twoFactorConfirm: (body: ConfirmTwoFactorBody) => call(recoveryCodesResponse, 'POST', '/api/auth/two-factor/confirm', body).then((r) => r.data),
      newRecoveryCodes: (body: ConfirmTwoFactorBody) =>
        call(recoveryCodesResponse, 'POST', '/api/auth/two-factor/recovery-codes', body).then((r) => r.data),
      twoFactorDisable: (body: DisableTwoFactorBody) => call(messageSchema, 'POST', '/api/auth/two-factor/disable', body).then((r) => r.data),
      logout: () => call(messageSchema, 'POST', '/api/auth/logout').then((r) => r.data),
      me: () => get(meResponse, '/api/auth/me').then((r) => r.user),
      forgotPassword: (body: ForgotPasswordBody) => call(messageSchema, 'POST', '/api/auth/forgot-password', body).then((r) => r.data),
      resetPassword: (body: ResetPasswordBody) => call(messageSchema, 'POST', '/api/auth/reset-password', body).then((r) => r.data),
      sessions: () => get(sessionListSchema, '/api/auth/sessions'),
      endSession: (id: string) => call(messageSchema, 'DELETE', `/api/auth/sessions/${enc(id)}`).then((r) => r.data),
      endOtherSessions: () => call(messageSchema, 'DELETE', '/api/auth/sessions').then((r) => r.data),
      endUserSessions: (userId: string) => call(messageSchema, 'DELETE', `/api/auth/users/${enc(userId)}/sessions`).then((r) => r.data),
      changePassword: (id: string, body: ChangePasswordBody) =>
        call(messageSchema, 'PUT', `/api/auth/changepassword/${enc(id)}`, body).then((r) => r.data),
    },
    users: {
      list: () => get(staffUserListSchema, '/api/auth/users'),
      create: (body: CreateUserBody) => call(createUserResponse, 'POST', '/api/admin/users', body).then((r) => r.data),
      invite: (body: InviteUserBody) => call(createUserResponse, 'POST', '/api/auth/invitations', body).then((r) => r.data),
      resendInvitation: (id: string) => call(messageSchema, 'POST', `/api/auth/users/${enc(id)}/invitation`).then((r) => r.data),
      resetTwoFactor: (id: string) => call(messageSchema, 'DELETE', `/api/auth/users/${enc(id)}/two-factor`).then((r) => r.data),
      securitySettings: () => get(securitySettingsSchema, '/api/admin/settings/security'),
      setSecuritySettings: (body: SecuritySettings) => call(securitySettingsSchema, 'PUT', '/api/admin/settings/security', body).then((r) => r.data),
      remove: (id: string) => call(messageSchema, 'DELETE', `/api/auth/users/${enc(id)}`).then((r) => r.data),
    },
    uploads: {
      /** Multipart upload of one image; answers { secure_url }. */
      image: (file: File | Blob, filename = 'image') => {
        const form = new FormData();
        form.append('file', file, filename);
        return call(uploadResponse, 'POST', '/api/uploads', form).then((r) => r.data);
      },
    },
    stats: { get: () => get(statsResponse, '/api/stats') },
    audit: {
      /** One page of the audit log, newest first (admins only); `total` from X-Total-Count. */
      page: (query: AuditListQuery = {}) => page(auditListSchema, '/api/audit', query),
    },
    emails: {
      /** The outbox, newest first (admins only). */
      list: ({ page = 1, limit = 20 }: EmailListQuery = {}) =>
        get(emailListResponse, `/api/admin/emails?page=${enc(String(page))}&limit=${enc(String(limit))}`),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** '?a=1&b=2' from the defined values of a query object; '' when none. */
export function queryString(query: object): string {
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return qs ? `?${qs}` : '';
}
