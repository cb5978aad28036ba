import { createHash, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { getSession } from '@bagel/account-contract';
import { ApiError, callRoute, streamRoute, type RouteEvent } from '@bagel/api-client';
import { createAsset, getAssetInfo, getFilePreview, RESUMABLE_UPLOADS_PATH } from '@bagel/assets-contract';
import {
  createChatCompletion,
  deployModel,
  getDeploymentsKey,
  getDeploymentStatus,
  terminateDeployment,
} from '@bagel/deployments-contract';
import { getFineTuneJob, type FineTuneJob } from '@bagel/fine-tuning-contract';
import { cloneHubRepo, getHubCloneStatus, getHubRepoDetails } from '@bagel/hub-contract';
import { listNotifications, markNotificationsRead, streamNotifications } from '@bagel/notifications-contract';
import { buildPath } from '@bagel/contract';
import { postponedSharePrompt, SHARE_PROMPT_MEMORY_PREFIX } from '@bagel/referrals-contract';
import { getTransactions } from '@bagel/transactions-contract';
import { getUserData, transferTokens } from '@bagel/wallet-contract';
import { addressOf, clusterState, fundedUser, processOf, until, uploadFile, type ClusterState, type User } from './support/cluster';

// The product as `npm run start:cluster` runs it: 2 api and 2 edge processes on one PostgreSQL and one bucket, HAProxy
// round-robin in front. Each test sends requests to one api process or the other on purpose (their own addresses, past
// the balancer) and asserts that the outcome is one product's. They run in this order, one at a time: the last one
// kills api-1. Tests assert outcomes, never timings; the takeover times are printed.

let cluster: ClusterState;
test.beforeAll(async () => {
  cluster = await clusterState();
});

const api = (n: 1 | 2) => addressOf(cluster, `api-${n}`);
const balanceOn = async (baseUrl: string, user: User) =>
  (await callRoute(getUserData, { baseUrl, apiKey: user.apiKey, params: { userId: user.id } })).balance;
const bagels = (amount: number) => `🥯 ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('alice signs in through the balancer and stays signed in, with the same balance, over reloads served by different processes', async ({
    page,
  }) => {
    await page.addInitScript(postponedSharePrompt, SHARE_PROMPT_MEMORY_PREFIX);
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Username or email', exact: true }).fill('alice');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('bagels-demo');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const session = (await (await page.request.get(getSession.path)).json()) as { user: { id: string }; apiKey: string };
    const balance = await callRoute(getUserData, { baseUrl: cluster.url, apiKey: session.apiKey, params: { userId: session.user.id } });
    const shown = page.getByTestId('balance-amount');
    await expect(shown).toHaveText(bagels(balance.balance));

    // Round-robin: each reload's page, session and balance requests go to the next edge and api process in turn.
    for (let reload = 0; reload < 6; reload++) {
      await page.reload();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(shown).toHaveText(bagels(balance.balance));
    }
  });
});

test('a transfer sent to both api processes at once with one Idempotency-Key moves money exactly once', async () => {
  const [sender, recipient] = [await fundedUser(cluster, 100), await fundedUser(cluster, 100)];
  const TRANSFERS = 30;
  // A different amount for each key, so the history shows which key paid.
  const amounts = Array.from({ length: TRANSFERS }, (_, index) => (100 + index) / 100);
  const send = (baseUrl: string, idempotencyKey: string, amount: number) =>
    callRoute(transferTokens, {
      baseUrl,
      apiKey: sender.apiKey,
      idempotencyKey,
      body: { user_id: sender.id, recipient_id: recipient.username, amount },
    }).then(
      (reply) => ({ status: 200, transactionId: reply.transaction.transaction_id }),
      (error: unknown) => {
        if (error instanceof ApiError) return { status: error.status, transactionId: null, detail: error.detail };
        throw error;
      },
    );
  const keys = amounts.map(() => randomUUID());
  const answers = await Promise.all(
    keys.map((key, index) => Promise.all([send(api(1), key, amounts[index] ?? 0), send(api(2), key, amounts[index] ?? 0)])),
  );
  const statuses = answers.flat().map((answer) => answer.status);
  // 200, or 409 for the duplicate that arrived while the first was still being paid (the API's documented conflict).
  expect(
    statuses.filter((status) => status !== 200 && status !== 409),
    JSON.stringify(answers),
  ).toEqual([]);
  console.log(
    `Concurrent duplicates: ${statuses.filter((status) => status === 200).length} answered 200, ${statuses.filter((status) => status === 409).length} 409`,
  );

  // Each key again through the balancer: its first result, never a second payment.
  const replays = await Promise.all(keys.map((key, index) => send(cluster.url, key, amounts[index] ?? 0)));
  expect(replays.map((replay) => replay.status)).toEqual(keys.map(() => 200));
  keys.forEach((_, index) => {
    const paid = answers[index]?.map((answer) => answer.transactionId).filter((id) => id !== null) ?? [];
    expect(new Set([...paid, replays[index]?.transactionId]).size, `key ${index}: one transaction`).toBe(1);
  });

  const history = await callRoute(getTransactions, {
    baseUrl: api(1),
    apiKey: sender.apiKey,
    params: { userId: sender.id },
    query: { limit: '100' },
  });
  const paidIds = new Set(replays.map((replay) => replay.transactionId));
  const transfers = history.transactions.filter((transaction) => paidIds.has(transaction.transaction_id));
  expect(transfers).toHaveLength(TRANSFERS);
  expect(transfers.map((transaction) => transaction.amount).sort((a, b) => a - b)).toEqual(amounts);
  // The deposit and the 30 transfers, nothing else.
  expect(history.transactions).toHaveLength(TRANSFERS + 1);

  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  for (const baseUrl of [api(1), api(2)]) {
    expect(await balanceOn(baseUrl, sender)).toBeCloseTo(100 - total, 2);
    expect(await balanceOn(baseUrl, recipient)).toBeCloseTo(100 + total, 2);
  }
});

test('a resumable (tus) upload started on api-1 is resumed and finished on api-2', async () => {
  const owner = await fundedUser(cluster, 0);
  const dataset = await callRoute(createAsset, {
    baseUrl: cluster.url,
    apiKey: owner.apiKey,
    body: { dataset_type: 'RAW', title: 'Resumed upload', category: 'Book', user_id: owner.id },
  });
  const rows = Array.from({ length: 200_000 }, (_, index) => `${index},bagel number ${index} was baked with care and sesame`);
  const content = Buffer.from(`id,text\n${rows.join('\n')}\n`);
  expect(content.length).toBeGreaterThan(10 * 1024 * 1024);
  // More than one 5 MiB part of the bucket's multipart upload, then a part that is not whole yet.
  const split = 5 * 1024 * 1024 + 123_457;
  const tusPath = buildPath(RESUMABLE_UPLOADS_PATH, { id: dataset.id });
  const tus = { 'tus-resumable': '1.0.0', 'x-api-key': owner.apiKey };

  const created = await fetch(`${api(1)}${tusPath}`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(content.length),
      'upload-metadata': `filename ${Buffer.from('rows.csv').toString('base64')}`,
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const location = created.headers.get('location') ?? '';
  expect(location).toMatch(new RegExp(`^${tusPath}/`));
  const patch = (baseUrl: string, offset: number, bytes: Buffer) =>
    fetch(`${baseUrl}${location}`, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });

  const first = await patch(api(1), 0, content.subarray(0, split));
  expect(first.status, await first.clone().text()).toBe(204);
  expect(first.headers.get('upload-offset')).toBe(String(split));

  const head = await fetch(`${api(2)}${location}`, { method: 'HEAD', headers: tus });
  expect(head.status).toBe(200);
  expect(head.headers.get('upload-offset')).toBe(String(split));
  expect(head.headers.get('upload-length')).toBe(String(content.length));

  const rest = await patch(api(2), split, content.subarray(split));
  expect(rest.status, await rest.clone().text()).toBe(204);
  expect(rest.headers.get('upload-offset')).toBe(String(content.length));

  const info = await callRoute(getAssetInfo, { baseUrl: cluster.url, apiKey: owner.apiKey, params: { id: dataset.id }, query: {} });
  expect(info.files.map((file) => [file.path, file.size, file.sha256])).toEqual([
    ['rows.csv', content.length, createHash('sha256').update(content).digest('hex')],
  ]);
  // The platform has no download route: its preview reads the stored file back, through the balancer.
  const preview = await callRoute(getFilePreview, {
    baseUrl: cluster.url,
    apiKey: owner.apiKey,
    params: { id: dataset.id },
    query: { path: 'rows.csv' },
  });
  expect(preview.columns).toEqual(['id', 'text']);
  expect(preview.rows[0]).toMatchObject({ text: 'bagel number 0 was baked with care and sesame' });
});

test('a simulated deployment made through api-1 runs, answers, bills and ends through api-2', async () => {
  const owner = await fundedUser(cluster, 100);
  const model = await callRoute(createAsset, {
    baseUrl: api(1),
    apiKey: owner.apiKey,
    body: { dataset_type: 'MODEL', title: 'Two-process model', user_id: owner.id },
  });
  await uploadFile(api(1), owner, model.id, 'config.json', '{}');
  const deployed = await callRoute(deployModel, {
    baseUrl: api(1),
    apiKey: owner.apiKey,
    idempotencyKey: randomUUID(),
    body: { model_id: model.id, user_id: owner.id },
  });
  const podId = deployed.pod_id;
  const asOwner = { apiKey: owner.apiKey, params: { podId } };

  await until(
    () => callRoute(getDeploymentStatus, { baseUrl: api(2), ...asOwner }),
    (status) => status.status === 'running',
    'the deployment to run (read through api-2)',
  );
  const { key } = await callRoute(getDeploymentsKey, { baseUrl: api(2), apiKey: owner.apiKey });
  const bearer: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${key}` } });
  const chat = (baseUrl: string) =>
    callRoute(createChatCompletion, {
      baseUrl,
      fetch: bearer,
      body: { model: podId, messages: [{ role: 'user', content: 'Which process answers me?' }] },
    });
  const answer = (await chat(api(2))).choices[0]?.message.content;
  expect(answer).toMatch(/^\[Local simulator\] .* You said: "Which process answers me\?"\./);
  expect((await chat(api(1))).choices[0]?.message.content).toBe(answer);

  // Billed per started minute while it runs: the first minute's charge, read through the other process.
  const history = await until(
    () => callRoute(getTransactions, { baseUrl: api(2), apiKey: owner.apiKey, params: { userId: owner.id }, query: {} }),
    ({ transactions }) => transactions.some((transaction) => transaction.pod_id === podId),
    "the deployment's charge in the history",
  );
  const charged = history.transactions.filter((transaction) => transaction.pod_id === podId).reduce((sum, { amount }) => sum + amount, 0);
  expect(charged).toBeGreaterThan(0);
  expect(await balanceOn(api(2), owner)).toBeCloseTo(100 - charged, 2);

  const ended = await callRoute(terminateDeployment, { baseUrl: api(2), ...asOwner, query: { user_id: owner.id } });
  expect(ended.status).toBe('terminated');
  expect((await callRoute(getDeploymentStatus, { baseUrl: api(1), ...asOwner })).status).toBe('terminated');
});

test("a user's notification stream on api-1 gets what happens through api-2", async () => {
  const [recipient, sender] = [await fundedUser(cluster, 0), await fundedUser(cluster, 10)];
  const events: RouteEvent<typeof streamNotifications>['data'][] = [];
  const stop = new AbortController();
  let open = () => undefined as void;
  let failed = (_error: unknown) => undefined as void;
  const opened = new Promise<void>((resolve, reject) => ([open, failed] = [resolve, reject]));
  const reading = (async () => {
    for await (const { data } of streamRoute(streamNotifications, {
      baseUrl: api(1),
      apiKey: recipient.apiKey,
      params: { userId: recipient.id },
      query: {},
      signal: stop.signal,
      onOpen: () => open(),
    })) {
      events.push(data);
    }
  })().catch((error: unknown) => {
    failed(error);
    if (!stop.signal.aborted) throw error;
  });
  try {
    await opened;
    await callRoute(transferTokens, {
      baseUrl: api(2),
      apiKey: sender.apiKey,
      idempotencyKey: randomUUID(),
      body: { user_id: sender.id, recipient_id: recipient.username, amount: 2.5 },
    });
    await expect
      .poll(() => events.find((event) => event.type === 'notification'), { message: 'the transfer reaches the stream on api-1' })
      .toMatchObject({ type: 'notification', unread_count: 1, notification: { kind: 'transfer_received', status: 'unread' } });

    const read = await callRoute(markNotificationsRead, {
      baseUrl: api(2),
      apiKey: recipient.apiKey,
      params: { userId: recipient.id },
      query: { status: 'read' },
    });
    expect(read.unread_count).toBe(0);
    await expect
      .poll(() => events.at(-1), { message: 'marking read on api-2 reaches the stream on api-1' })
      .toEqual({ type: 'unread', unread_count: 0 });
  } finally {
    stop.abort();
    await reading;
  }
});

// Enough tokens for a dozen training steps, so the simulator's progress moves during its 20 s.
const QUESTIONS = `question,answer\n${Array.from({ length: 1000 }, (_, index) => `What is bagel number ${index}?,It is a round bread with a hole and was baked ${index} times.`).join('\n')}\n`;
const HUB_MODEL = 'openai-community/gpt2';

test('kill -9 of the api process running a clone and a training job: another process finishes each, once', async () => {
  test.setTimeout(300_000);
  const user = await fundedUser(cluster, 1000);
  const dataset = await callRoute(createAsset, {
    baseUrl: cluster.url,
    apiKey: user.apiKey,
    body: { dataset_type: 'RAW', title: 'Bagel questions', category: 'Book', user_id: user.id },
  });
  await uploadFile(cluster.url, user, dataset.id, 'questions.csv', QUESTIONS);

  const [first, second] = [processOf(cluster, 'api-1'), processOf(cluster, 'api-2')];
  const asUser = { apiKey: user.apiKey };
  const cloneQuery = { repo_id: HUB_MODEL, dataset_type: 'MODEL' as const, user_id: user.id };
  let killedAt = 0;
  // api-2 stopped, api-1 is the only process that can take the jobs.
  process.kill(second.pid, 'SIGSTOP');
  try {
    const model = await callRoute(createAsset, {
      baseUrl: api(1),
      ...asUser,
      idempotencyKey: randomUUID(),
      body: {
        dataset_type: 'MODEL',
        title: 'cluster-llama',
        user_id: user.id,
        fine_tune_payload: {
          asset_id: dataset.id,
          model_name: 'cluster-llama',
          base_model: 'meta-llama/Llama-3.2-1B-Instruct',
          file_name: 'questions.csv',
          accelerator_type: 'NVIDIA_TESLA_A100',
          accelerator_count: 1,
          user_id: user.id,
          epochs: 1,
          learning_rate: 0.001,
          input_column: 'question',
          output_column: 'answer',
        },
      },
    });
    const jobOn = (baseUrl: string) =>
      callRoute(getFineTuneJob, {
        baseUrl,
        ...asUser,
        signal: AbortSignal.timeout(10_000),
        params: { modelId: model.id },
        query: { user_id: user.id },
      });
    const running = await until(
      () => jobOn(api(1)),
      // Midway: it has trained a little on api-1.
      (job) => job.status === 'running' && job.progress > 0,
      'the fine-tune to train on api-1',
    );
    // The clone next, so that it is still copying at the kill (it takes a few seconds; training took longer to start).
    const clone = await callRoute(cloneHubRepo, { baseUrl: api(1), ...asUser, query: cloneQuery });
    const cloneBefore = await until(
      () => callRoute(getHubCloneStatus, { baseUrl: api(1), ...asUser, query: cloneQuery }),
      (status) => status.files_done > 0 || status.status !== 'pending',
      'the clone to copy its first file on api-1',
    );
    console.log(
      `Killing api-1 (pid ${first.pid}) with the fine-tune ${running.status} at ${running.progress}% and the clone ${cloneBefore.status} (${cloneBefore.files_done}/${cloneBefore.files_total ?? '?'} files)`,
    );

    process.kill(first.pid, 'SIGKILL');
    killedAt = Date.now();
    process.kill(second.pid, 'SIGCONT');
    const seconds = () => ((Date.now() - killedAt) / 1000).toFixed(1);

    // Through the balancer: api-1 is gone (HAProxy sends its share to api-2) and api-2 is back.
    let resumedAfter: string | null = null;
    const fingerprint = (job: FineTuneJob) => `${job.status}/${job.step}/${job.events.length}`;
    const atKill = fingerprint(running);
    const [cloned, trained] = await Promise.all([
      until(
        () => callRoute(getHubCloneStatus, { baseUrl: cluster.url, ...asUser, signal: AbortSignal.timeout(10_000), query: cloneQuery }),
        (status) => status.status !== 'pending',
        'the clone to end',
        120,
      ).then((status) => ({ status, after: seconds() })),
      until(
        () => jobOn(cluster.url),
        (job) => {
          if (resumedAfter === null && fingerprint(job) !== atKill) resumedAfter = seconds();
          return job.status === 'succeeded' || job.status === 'failed';
        },
        'the fine-tune to end',
        150,
      ).then((job) => ({ job, after: seconds() })),
    ]);
    const lines = [
      `clone ${cloned.status.status} (seen ${cloned.after} s after the kill; it was ${cloneBefore.status} at the kill)`,
      `fine-tune moved again ${resumedAfter ?? '?'} s and ${trained.job.status} ${trained.after} s after the kill`,
    ];
    for (const line of lines) {
      console.log(`Takeover: ${line}`);
      test.info().annotations.push({ type: 'takeover', description: line });
    }

    expect(cloned.status).toMatchObject({ status: 'success', asset_id: clone.asset_id, error: null });
    expect(cloned.status.files_done).toBe(cloned.status.files_total);
    expect(trained.job).toMatchObject({ status: 'succeeded', progress: 100, error: null });
    // Carried on from where api-1 left it, not trained again from the start.
    const messages = trained.job.events.map((event) => event.message);
    const carriedOn = messages.map((message) => /^Attempt \d+: training carries on from step (\d+)$/.exec(message)?.[1]).find(Boolean);
    expect(Number(carriedOn)).toBeGreaterThanOrEqual(running.step);
    expect(messages.filter((message) => message.startsWith('Provisioned '))).toHaveLength(1);

    // The clone's files, once each: the repository's top-level entries, as the hub lists them.
    const details = await callRoute(getHubRepoDetails, {
      baseUrl: cluster.url,
      ...asUser,
      query: { repo_id: HUB_MODEL, user_id: user.id, include_file_info: 'true' },
    });
    const info = await callRoute(getAssetInfo, { baseUrl: cluster.url, ...asUser, params: { id: clone.asset_id }, query: {} });
    const names = info.files.map((file) => file.path).sort();
    expect(names).toEqual([...new Set((details.files ?? []).map((file) => file.path.split('/')[0] ?? ''))].sort());

    // Charged once: the balance is the grant less what the job cost, whatever holds and settlements led there.
    const charged = trained.job.charged_bgl ?? Number.NaN;
    expect(charged).toBeGreaterThan(0);
    expect(await balanceOn(cluster.url, user)).toBeCloseTo(1000 - charged, 2);

    // Finished once each: one notification of each, and no more a moment later.
    const notifications = () => callRoute(listNotifications, { baseUrl: cluster.url, ...asUser, params: { userId: user.id } });
    const ends = ['clone_finished', 'clone_failed', 'fine_tune_finished', 'fine_tune_failed'];
    const kinds = async () =>
      (await notifications()).notifications
        .map((notification) => notification.kind)
        .filter((kind) => ends.includes(kind))
        .sort();
    await expect.poll(kinds).toEqual(['clone_finished', 'fine_tune_finished']);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await kinds()).toEqual(['clone_finished', 'fine_tune_finished']);
  } finally {
    // A stopped process never stops: the cluster could not end.
    process.kill(second.pid, 'SIGCONT');
  }
});
