import * as v from 'valibot';
import { defineRoute, groupThousands, UserId } from '@bagel/contract';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH } from './support-limits';

export const ContactMessage = v.object({
  user_id: UserId,
  subject: v.pipe(
    v.string('Subject is required'),
    v.trim(),
    v.nonEmpty('Subject is required'),
    v.maxLength(CONTACT_SUBJECT_MAX_LENGTH, `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters`),
  ),
  message: v.pipe(
    v.string('Message is required'),
    v.trim(),
    v.nonEmpty('Message is required'),
    v.maxLength(CONTACT_MESSAGE_MAX_LENGTH, `Message must be at most ${groupThousands(CONTACT_MESSAGE_MAX_LENGTH)} characters`),
  ),
});

export const contactUs = defineRoute({
  method: 'POST',
  path: '/api/v1/contact-us',
  summary: 'Send a message to support',
  tag: 'support',
  access: 'user',
  owner: { in: 'body', field: 'user_id' },
  body: ContactMessage,
  response: v.object({ id: v.string(), created_at: v.string() }),
});

export const getDocumentation = defineRoute({
  method: 'GET',
  path: '/api/v1/documentation',
  summary: 'Where the API reference lives',
  tag: 'support',
  access: 'user-or-service',
  response: v.object({ documentation_url: v.pipe(v.string(), v.url()) }),
});
