/**
 * The rows repositories answer, named for the layers above them: routes, mail and plugins import
 * these from here, never from `db/` (decision 033, enforced by `npm run check:imports`).
 */
export type {
  AuditEventRow,
  AuthFlowKind,
  AuthFlowRow,
  BlogRow,
  CalendarConnectionRow,
  ContentItemRow,
  EmailRow,
  EmailStatus,
  LeadHistoryRow,
  LeadMessageRow,
  LeadNoteRow,
  LeadRow,
  LoginChallengeRow,
  PasskeyRow,
  SessionRow,
  SignInMethod,
  SubscriptionRow,
  UserRow,
  WebhookEndpointRow,
} from '../db/schema/index';
