import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../../contract/common';
import { contactListSchema, createContactBody } from '../../../contract/contacts';
import { toCsv } from '../../lib/csv';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';
import { toContact, type ContactsRepository } from '../../repositories/contacts';

const THANKS = "Thank you for your message! We'll get back to you soon.";

const contactRoutes: FastifyPluginAsyncZod<{ contacts: ContactsRepository; rateLimit: FormRateLimit }> = async (app, { contacts, rateLimit }) => {
  app.post(
    '/api/contacts',
    {
      config: { rateLimit },
      schema: {
        tags: ['contacts'],
        summary: 'Send a contact enquiry',
        body: createContactBody,
        response: { 201: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { website, RND, ...fields } = request.body;
      // A filled honeypot is a bot: answer as usual, keep nothing.
      if (!website) await contacts.insert({ ...fields, rnd: RND });
      return reply.code(201).send({ message: THANKS });
    },
  );

  app.get(
    '/api/contacts',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['contacts'],
        summary: 'Contact enquiries, newest first (staff)',
        response: { 200: contactListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await contacts.list()).map(toContact);
    },
  );

  app.get(
    '/api/contacts.csv',
    { config: { auth: 'staff' }, schema: { tags: ['contacts'], summary: 'All contact enquiries as CSV (staff)' } },
    async (_request, reply) => {
      const rows = (await contacts.list()).map((c) => [
        c.createdAt.toISOString(),
        c.name,
        c.email,
        c.phone,
        c.service,
        c.budget,
        c.rnd ? 'Yes' : 'No',
        c.message,
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="contacts.csv"')
        .header('cache-control', 'no-store')
        .send(toCsv(['Submitted On', 'Name', 'Email', 'Phone', 'Service', 'Budget', 'R&D Inquiry', 'Message'], rows));
    },
  );
};

export default contactRoutes;
