import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteResponse } from '@bagel/contract';
import type { contactUs } from '@bagel/support-contract';
import { queryRows } from '@bagel/db/testing';
import type { TestApp, TestUser } from '@bagel/server-kit/testing';
import { startSupportTestApp } from './testing';

let api: TestApp;
let alice: TestUser;
beforeAll(async () => {
  api = await startSupportTestApp();
  alice = await api.createUser();
});
afterAll(() => api.close());

const contact = (body: object) => api.call({ method: 'POST', url: '/api/v1/contact-us', payload: body }, alice.apiKey);
const storedMessages = () =>
  queryRows<{ id: string; user_id: string; subject: string; message: string }>(
    api.database.db,
    sql`select id, user_id, subject, message from support.contact_messages`,
  );

describe('POST /api/v1/contact-us', () => {
  it('stores the message and answers its id and time', async () => {
    const reply = await contact({ user_id: alice.id, subject: '  Billing  ', message: 'Where is my invoice?' });
    expect(reply.statusCode).toBe(200);
    const { id, created_at } = reply.json<RouteResponse<typeof contactUs>>();
    expect(new Date(created_at).toISOString()).toBe(created_at);
    const stored = (await storedMessages()).find((row) => row.id === id);
    expect(stored).toMatchObject({ user_id: alice.id, subject: 'Billing', message: 'Where is my invoice?' });
  });

  it('accepts a message of exactly 5,000 characters', async () => {
    expect((await contact({ user_id: alice.id, subject: 'Long', message: 'x'.repeat(5000) })).statusCode).toBe(200);
  });

  it.each([
    ['a missing subject', { message: 'Hi' }, 'subject', 'Subject is required'],
    ['a blank subject', { subject: '   ', message: 'Hi' }, 'subject', 'Subject is required'],
    ['a missing message', { subject: 'Hi' }, 'message', 'Message is required'],
    ['a 5,001-character message', { subject: 'Hi', message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5,000 characters'],
    ['a subject over 200 characters', { subject: 's'.repeat(201), message: 'Hi' }, 'subject', 'Subject must be at most 200 characters'],
  ])('refuses %s, naming the field and storing nothing', async (_, body, field, detail) => {
    const before = (await storedMessages()).length;
    const reply = await contact({ user_id: alice.id, ...body });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: 'Bad Request', detail, field });
    expect(await storedMessages()).toHaveLength(before);
  });

  it('refuses a user id that is not a UUID', async () => {
    const reply = await contact({ user_id: 'alice', subject: 'Hi', message: 'Hi' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().field).toBe('user_id');
  });
});
