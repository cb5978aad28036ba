import * as v from 'valibot';
import { callRoute } from '@bagel/api-client';
import { SessionPayload, getSession, signIn } from '@bagel/account-contract';
import { createAsset } from '@bagel/assets-contract';
import { PATHS } from '@bagel/contract';

/** The demo user edge seeds on a new data dir, as the README names her. */
const DEMO_USER = { login: 'alice', password: 'bagels-demo' };

export interface SignedInUser {
  /** The `Cookie` header a browser of this user sends to edge. */
  cookie: string;
  /** The manage page of a dataset the user owns. */
  manageDatasetPath: string;
}

/**
 * Signs in as alice (with her demo Bagels) as the landing page's form does, and gives her a dataset and a model
 * through the api with her key, so her lists and a manage page have something to show.
 */
export async function signInDemoUser(origin: string): Promise<SignedInUser> {
  const reply = await fetch(`${origin}${signIn.path}`, {
    method: signIn.method,
    // edge refuses a state-changing request from another origin: this one comes from the app's own.
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO_USER),
  });
  if (!reply.ok) throw new Error(`alice's sign-in answered ${reply.status}: ${await reply.text()}`);
  const cookie = reply.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('the sign-in set no cookie');

  const sessionReply = await fetch(`${origin}${getSession.path}`, { headers: { cookie } });
  if (!sessionReply.ok) throw new Error(`GET ${getSession.path} with the session cookie answered ${sessionReply.status}`);
  const session = v.parse(SessionPayload, await sessionReply.json());
  const call = { baseUrl: session.config.apiBaseUrl, apiKey: session.apiKey };
  const dataset = await callRoute(createAsset, {
    ...call,
    body: {
      dataset_type: 'RAW',
      title: 'Bagel recipes',
      category: 'Book',
      details: 'Questions and answers about baking bagels.',
      tags: ['questions'],
      user_id: session.user.id,
    },
  });
  await callRoute(createAsset, {
    ...call,
    body: { dataset_type: 'MODEL', title: 'Bagel baker', base_model_type: 'llama3', user_id: session.user.id },
  });
  return { cookie, manageDatasetPath: PATHS.manageDataset.replace(':datasetId', dataset.id) };
}
