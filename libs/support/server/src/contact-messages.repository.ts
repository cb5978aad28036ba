import type { Database } from '@bagel/db';
import { contactMessages } from './support.schema';

export interface NewContactMessage {
  userId: string;
  subject: string;
  message: string;
}

export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('Inserting a contact message returned no row');
  return row;
}
