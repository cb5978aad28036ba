import fp from 'fastify-plugin';
import { contactUs, getDocumentation } from '@bagel/support-contract';
import type { Database } from '@bagel/db';
import { registerRoute } from '@bagel/server-kit';
import { insertContactMessage } from './contact-messages.repository';

export interface SupportPluginOptions {
  db: Database;
  /** The API reference page browsers should open (the app's public URL + /docs). */
  documentationUrl: string;
}

export const supportPlugin = fp<SupportPluginOptions>(
  async function support(app, { db, documentationUrl }) {
    registerRoute(app, contactUs, async (request) => {
      const { user_id, subject, message } = request.body;
      const stored = await insertContactMessage(db, { userId: user_id, subject, message });
      return { id: stored.id, created_at: stored.createdAt.toISOString() };
    });
    registerRoute(app, getDocumentation, async () => ({ documentation_url: documentationUrl }));
  },
  { name: 'support', dependencies: ['server-kit'], decorators: { fastify: ['authenticate'] }, fastify: '5.x' },
);
