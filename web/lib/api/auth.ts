import {
  loginResponse,
  meResponse,
  messageSchema,
  sessionListSchema,
  staffProfileSchema,
  type ChangePasswordBody,
  type ProfileBody,
  type ForgotPasswordBody,
  type LoginBody,
  type ResetPasswordBody,
} from '@contract/index';
import {
  enrolAtLoginResponse,
  loginAnswer,
  recoveryCodesResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
  type ConfirmTwoFactorBody,
  type DisableTwoFactorBody,
  type EnrolAtLoginBody,
  type TwoFactorLoginBody,
} from '@contract/two-factor';
import { mailPreferencesSchema, type MailPreferencesBody } from '@contract/mail-preferences';
import { authMethodsResponse } from '@contract/oidc';
import { reauthResponse, reauthStatusResponse, type ReauthBody } from '@contract/reauth';
import type { Transport } from './transport';

/** Signing in (with its second factor), one's own account, sessions and password. */
export const authApi = ({ send, get, enc }: Transport) => ({
  /** How staff sign in here (password, single sign-on, passkeys): the sign-in page's buttons. */
  methods: () => get(authMethodsResponse, '/api/auth/methods'),
  /** SPEC's answer, or (with a second factor) a challenge for the code step. */
  login: (body: LoginBody) => send(loginAnswer, 'POST', '/api/auth/login', body),
  loginWithCode: (body: TwoFactorLoginBody) => send(loginResponse, 'POST', '/api/auth/login/two-factor', body),
  loginSetup: (challenge: string) => send(twoFactorSetupResponse, 'POST', '/api/auth/login/two-factor/setup', { challenge }),
  loginEnrol: (body: EnrolAtLoginBody) => send(enrolAtLoginResponse, 'POST', '/api/auth/login/two-factor/enrol', body),
  twoFactor: () => get(twoFactorStatusResponse, '/api/auth/two-factor'),
  twoFactorSetup: () => send(twoFactorSetupResponse, 'POST', '/api/auth/two-factor/setup'),
  twoFactorConfirm: (body: ConfirmTwoFactorBody) => send(recoveryCodesResponse, 'POST', '/api/auth/two-factor/confirm', body),
  newRecoveryCodes: (body: ConfirmTwoFactorBody) => send(recoveryCodesResponse, 'POST', '/api/auth/two-factor/recovery-codes', body),
  twoFactorDisable: (body: DisableTwoFactorBody) => send(messageSchema, 'POST', '/api/auth/two-factor/disable', body),
  logout: () => send(messageSchema, 'POST', '/api/auth/logout'),
  me: () => get(meResponse, '/api/auth/me').then((r) => r.user),
  /** One's author profile (name, bio, photo; decision 051). */
  profile: () => get(staffProfileSchema, '/api/auth/me/profile'),
  saveProfile: (body: ProfileBody) => send(staffProfileSchema, 'PUT', '/api/auth/me/profile', body),
  forgotPassword: (body: ForgotPasswordBody) => send(messageSchema, 'POST', '/api/auth/forgot-password', body),
  resetPassword: (body: ResetPasswordBody) => send(messageSchema, 'POST', '/api/auth/reset-password', body),
  sessions: () => get(sessionListSchema, '/api/auth/sessions'),
  endSession: (id: string) => send(messageSchema, 'DELETE', `/api/auth/sessions/${enc(id)}`),
  endOtherSessions: () => send(messageSchema, 'DELETE', '/api/auth/sessions'),
  endUserSessions: (userId: string) => send(messageSchema, 'DELETE', `/api/auth/users/${enc(userId)}/sessions`),
  changePassword: (id: string, body: ChangePasswordBody) => send(messageSchema, 'PUT', `/api/auth/changepassword/${enc(id)}`, body),
  /** Whether a sensitive action would go through now, and how this account can confirm it is the person (decision 058). */
  reauthStatus: () => get(reauthStatusResponse, '/api/auth/reauth'),
  reauth: (body: ReauthBody) => send(reauthResponse, 'POST', '/api/auth/reauth', body),
  /** One's own sign-in email (sensitive: needs a fresh confirmation); the old address is told. */
  changeOwnEmail: (body: { email: string }) => send(meResponse, 'PUT', '/api/auth/me/email', body).then((r) => r.user),
  /** Which lead mails I get: new leads, assignments, the daily digest. */
  mailPreferences: () => get(mailPreferencesSchema, '/api/auth/me/notifications'),
  setMailPreferences: (body: MailPreferencesBody) => send(mailPreferencesSchema, 'PUT', '/api/auth/me/notifications', body),
});
