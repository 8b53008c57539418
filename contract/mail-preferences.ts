import './zod-config';
import { z } from 'zod';

/** Which staff mails a person receives (decision 040). */
export const mailPreferencesSchema = z.object({
  /** Mail for each new lead (admins' default: on; everyone else's: off). */
  newLeads: z.boolean(),
  /** Mail when someone else gives me a lead. */
  assignments: z.boolean(),
  /** The daily digest of my overdue and due-today leads and unassigned new ones. */
  digest: z.boolean(),
  /** NOTIFY_EMAIL is set: new-lead mail goes there, whatever `newLeads` says. */
  newLeadsGoToConfiguredAddress: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

export const mailPreferencesBody = mailPreferencesSchema.omit({ newLeadsGoToConfiguredAddress: true });
export type MailPreferencesBody = z.infer<typeof mailPreferencesBody>;
