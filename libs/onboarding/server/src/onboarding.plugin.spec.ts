import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_SERVICE_KEY, type TestApp, type TestUser } from '@bagel/server-kit/testing';
import { startOnboardingTestApp } from './testing';

let api: TestApp;
let alice: TestUser;
beforeAll(async () => {
  api = await startOnboardingTestApp();
  alice = await api.createUser();
});
afterAll(() => api.close());

const read = (user: TestUser) => api.call({ url: `/api/v1/onboarding/${user.id}` }, user.apiKey);
const complete = (user: TestUser, step: string) =>
  api.call({ method: 'POST', url: `/api/v1/onboarding/${user.id}/steps/${step}` }, user.apiKey);

const state = (dataset: boolean, model: boolean, fineTune: boolean) => ({
  create_dataset: { completed: dataset },
  create_model: { completed: model },
  fine_tune_model: { completed: fineTune },
  onboarding_completed: dataset && model && fineTune,
});

it('starts with nothing done', async () => {
  const newcomer = await api.createUser();
  expect((await read(newcomer)).json()).toEqual(state(false, false, false));
});

it('marks steps one at a time, idempotently, and completes onboarding with the last one', async () => {
  const user = await api.createUser();
  expect((await complete(user, 'create_model')).json()).toEqual(state(false, true, false));
  expect((await complete(user, 'create_model')).json()).toEqual(state(false, true, false));
  expect((await complete(user, 'create_dataset')).json()).toEqual(state(true, true, false));
  const last = await complete(user, 'fine_tune_model');
  expect(last.json()).toEqual(state(true, true, true));
  expect((await read(user)).json()).toEqual(state(true, true, true));
  expect((await read(alice)).json()).toEqual(state(false, false, false));
});

it('lets the service key mark a step for a user', async () => {
  const reply = await api.call({ method: 'POST', url: `/api/v1/onboarding/${alice.id}/steps/create_dataset` }, TEST_SERVICE_KEY);
  expect(reply.json()).toEqual(state(true, false, false));
});

it('refuses an unknown step and a malformed user id, naming the field', async () => {
  const badStep = await complete(alice, 'deploy_model');
  expect(badStep.statusCode).toBe(400);
  expect(badStep.json()).toEqual({
    error: 'Bad Request',
    detail: 'Step must be one of create_dataset, create_model, fine_tune_model',
    field: 'step',
  });
  const badUser = await api.call({ url: '/api/v1/onboarding/not-a-uuid' }, TEST_SERVICE_KEY);
  expect(badUser.json().field).toBe('userId');
  expect((await api.call({ url: `/api/v1/onboarding/${randomUUID()}` }, TEST_SERVICE_KEY)).statusCode).toBe(200);
});
