import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsset, getAssetInfo, uploadAssetFile } from '@bagel/assets-contract';
import { INSUFFICIENT_BALANCE_CODE, buildPath, type RouteResponse } from '@bagel/contract';
import {
  getFineTuneJob,
  listFineTuneConfigs,
  NO_FINE_TUNE_JOB,
  saveFineTuneConfig,
  validateFineTune,
  type FineTuneJob,
  type FineTuneValidation,
} from '@bagel/fine-tuning-contract';
import { getOnboarding } from '@bagel/onboarding-contract';
import { getTransactions } from '@bagel/transactions-contract';
import { multipartFile } from '@bagel/assets-server/testing';
import type { TestUser } from '@bagel/server-kit/testing';
import type { FundedTestApp } from '@bagel/wallet-server/testing';
import { createLocalSimulator } from './trainer/local-simulator';
import { startFineTuningTestApp } from './testing';

let api: FundedTestApp;
beforeAll(async () => {
  api = await startFineTuningTestApp(createLocalSimulator({ runSeconds: 0.5 }));
});
afterAll(() => api.close());

const MODEL = 'meta-llama/Llama-3.2-1B-Instruct';
const CSV = `question,answer\n${Array.from({ length: 40 }, (_, index) => `What is bagel number ${index}?,It is a round bread with a hole and was baked ${index} times.`).join('\n')}\n`;

async function datasetWithFile(user: TestUser, name = 'questions.csv', content = CSV): Promise<string> {
  const created = await api.call(
    {
      method: 'POST',
      url: createAsset.path,
      payload: { dataset_type: 'RAW', title: 'Bagel questions', category: 'Book', user_id: user.id },
    },
    user.apiKey,
  );
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json<{ id: string }>().id;
  const { payload, headers } = multipartFile(name, content);
  const uploaded = await api.call({ method: 'POST', url: buildPath(uploadAssetFile.path, { id }), payload, headers }, user.apiKey);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return id;
}

const validationRequest = (datasetId: string, fields: Record<string, unknown> = {}) => ({
  dataset_id: datasetId,
  file_name: 'questions.csv',
  model_id: MODEL,
  epochs: 2,
  learning_rate: 0.001,
  gpu_type: 'NVIDIA_TESLA_A100',
  segmentation_method: 'regex',
  batch_size: 1,
  eval_batch_size: 1,
  gradient_accumulation_steps: 4,
  input_column: 'question',
  output_column: 'answer',
  ...fields,
});

async function validate(user: TestUser, body: Record<string, unknown>): Promise<FineTuneValidation> {
  const reply = await api.call({ method: 'POST', url: validateFineTune.path, payload: body }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<FineTuneValidation>();
}

const payload = (user: TestUser, datasetId: string, fields: Record<string, unknown> = {}) => ({
  asset_id: datasetId,
  model_name: 'bagel-llama',
  base_model: MODEL,
  file_name: 'questions.csv',
  accelerator_type: 'NVIDIA_TESLA_A100',
  accelerator_count: 1,
  user_id: user.id,
  epochs: 2,
  learning_rate: 0.001,
  input_column: 'question',
  output_column: 'answer',
  ...fields,
});

const createFineTune = (user: TestUser, datasetId: string, key: string | undefined, fields: Record<string, unknown> = {}) =>
  api.call(
    {
      method: 'POST',
      url: createAsset.path,
      payload: { dataset_type: 'MODEL', title: 'bagel-llama', user_id: user.id, fine_tune_payload: payload(user, datasetId, fields) },
      headers: key === undefined ? {} : { 'idempotency-key': key },
    },
    user.apiKey,
  );

async function finishedJob(user: TestUser, modelId: string): Promise<FineTuneJob> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const reply = await api.call({ url: `${buildPath(getFineTuneJob.path, { modelId })}?user_id=${user.id}` }, user.apiKey);
    expect(reply.statusCode, reply.body).toBe(200);
    const job = reply.json<FineTuneJob>();
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`The job is still ${job.status}: ${reply.body}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('POST /api/v1/fine-tune/validate', () => {
  it('counts the file’s tokens with the model’s tokenizer and estimates hours, dollars and Bagels', async () => {
    const alice = await api.fundedUser(100);
    const dataset = await datasetWithFile(alice);
    const result = await validate(alice, validationRequest(dataset));
    expect(result.critical_errors).toEqual([]);
    const estimate = result.cost_estimate;
    if (!estimate) throw new Error('an estimate was expected');
    // 40 rows of about 25 Llama 3 tokens each, question and answer.
    expect(estimate.dataset_tokens).toBeGreaterThan(800);
    expect(estimate.dataset_tokens).toBeLessThan(1400);
    expect(estimate.training_tokens).toBe(estimate.dataset_tokens * 2);
    expect(estimate.token_cost).toBeCloseTo(estimate.usd_cost * 25, 1);
    expect(estimate.duration_hours).toBeGreaterThan(0);
    expect(result.recommendations.recommended_gpus[0]?.description).toMatch(/fits this 1\.2B-parameter model/);
  });

  it('names each problem that would stop the job as a critical error', async () => {
    const bob = await api.fundedUser(100);
    const dataset = await datasetWithFile(bob);
    expect((await validate(bob, validationRequest(dataset, { input_column: 'prompt' }))).critical_errors).toEqual([
      "questions.csv has no column 'prompt' (its columns: question, answer)",
    ]);
    expect((await validate(bob, validationRequest(dataset, { file_name: 'other.csv' }))).critical_errors).toEqual([
      'The file other.csv was not found in this dataset',
    ]);
    expect((await validate(bob, validationRequest(dataset, { model_id: 'nobody/nothing' }))).critical_errors).toEqual([
      'The model nobody/nothing was not found',
    ]);
    expect((await validate(bob, validationRequest(dataset, { model_id: 'google-bert/bert-base-uncased' }))).critical_errors).toEqual([
      'Fine-tuning supports Llama 3 and Qwen models; google-bert/bert-base-uncased is a bert model',
    ]);
    const tooLarge = await validate(
      bob,
      validationRequest(dataset, { model_id: 'meta-llama/Llama-3.1-8B-Instruct', gpu_type: 'NVIDIA_TESLA_V100' }),
    );
    expect(tooLarge.critical_errors[0]).toMatch(
      /^meta-llama\/Llama-3\.1-8B-Instruct needs about \d+\.\d GB of GPU memory to fine-tune with LoRA; NVIDIA Tesla V100 16GB × 1 has 16 GB/,
    );
    expect(tooLarge.recommendations.recommended_gpus[0]).not.toMatchObject({ gpu_type: 'NVIDIA_TESLA_V100', gpu_count: 1 });
  });

  it('refuses a run the balance cannot cover', async () => {
    const carol = await api.createUser();
    const dataset = await datasetWithFile(carol);
    const result = await validate(carol, validationRequest(dataset));
    expect(result.critical_errors).toEqual([
      expect.stringMatching(/^Your balance of 0\.00 BGL is below the estimated cost of \d+\.\d\d BGL$/),
    ]);
    // Said apart from the text, so the wizard offers Buy Bagels; a funded user's run says otherwise.
    expect(result.insufficient_balance).toBe(true);
    const funded = await api.fundedUser(100);
    expect((await validate(funded, validationRequest(await datasetWithFile(funded)))).insufficient_balance).toBe(false);
  });

  it("never reads another user's dataset", async () => {
    const owner = await api.fundedUser(100);
    const other = await api.fundedUser(100);
    const dataset = await datasetWithFile(owner);
    expect((await validate(other, validationRequest(dataset))).critical_errors).toEqual([
      'The file questions.csv was not found in this dataset',
    ]);
  });

  it('checks its input against the contract, with spec §5’s texts', async () => {
    const dave = await api.fundedUser(10);
    const post = (body: Record<string, unknown>) => api.call({ method: 'POST', url: validateFineTune.path, payload: body }, dave.apiKey);
    const noColumns = await post(validationRequest('00000000-0000-4000-8000-000000000000', { input_column: '' }));
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().detail).toContain('Input and output columns are required for non-text files');
    expect((await post(validationRequest('00000000-0000-4000-8000-000000000000', { epochs: 0 }))).json().detail).toContain(
      'Epochs must be at least 1',
    );
    expect((await post(validationRequest('00000000-0000-4000-8000-000000000000', { gpu_count: 3 }))).json().detail).toContain(
      'Please select a valid number of GPUs (1, 2, 4, or 8)',
    );
  });
});

describe('creating a model with a fine_tune_payload', () => {
  it('holds the estimate, trains on the simulator, writes the checkpoint and settles the charge below the estimate', async () => {
    const erin = await api.fundedUser(100);
    const dataset = await datasetWithFile(erin);
    const reply = await createFineTune(erin, dataset, 'erin-model-1');
    expect(reply.statusCode, reply.body).toBe(200);
    const modelId = reply.json<RouteResponse<typeof createAsset>>().id;
    expect(reply.json<RouteResponse<typeof createAsset>>().asset).toMatchObject({ dataset_type: 'MODEL', title: 'bagel-llama' });

    // A replay answers the same model and holds nothing more.
    const held = await api.balanceOf(erin);
    const replay = await createFineTune(erin, dataset, 'erin-model-1');
    expect(replay.json<{ id: string }>().id).toBe(modelId);
    expect(await api.balanceOf(erin)).toBe(held);

    const job = await finishedJob(erin, modelId);
    expect(job).toMatchObject({
      status: 'succeeded',
      trainer: 'Local simulator',
      progress: 100,
      base_model: MODEL,
      gpu_type: 'NVIDIA_TESLA_A100',
    });
    expect(100 - held).toBeCloseTo(job.estimate_bgl, 2);
    expect(job.charged_bgl).not.toBeNull();
    expect(job.charged_bgl ?? Infinity).toBeLessThanOrEqual(job.estimate_bgl);
    expect(await api.balanceOf(erin)).toBeCloseTo(100 - (job.charged_bgl ?? 0), 2);
    expect(job.loss.length).toBeGreaterThan(0);
    expect(job.loss.at(-1)?.loss ?? Infinity).toBeLessThan(job.loss[0]?.loss ?? 0);
    expect(job.events.map((event) => event.message)).toContain('Saved the checkpoint to the model');

    const files = await api.call({ url: `${buildPath(getAssetInfo.path, { id: modelId })}?path=` }, erin.apiKey);
    expect(
      files
        .json<RouteResponse<typeof getAssetInfo>>()
        .files.map((file) => file.name)
        .sort(),
    ).toEqual(['README.md', 'adapter_config.json', 'training_args.json']);

    const history = (await api.call({ url: buildPath(getTransactions.path, { userId: erin.id }) }, erin.apiKey)).json<
      RouteResponse<typeof getTransactions>
    >();
    expect(history.summary.total_cost_fine_tuning).toBeCloseTo(job.charged_bgl ?? 0, 2);
    const onboarding = (await api.call({ url: buildPath(getOnboarding.path, { userId: erin.id }) }, erin.apiKey)).json<
      RouteResponse<typeof getOnboarding>
    >();
    expect(onboarding.fine_tune_model.completed).toBe(true);
  });

  it('needs an Idempotency-Key, and refuses with the first critical error, leaving nothing behind', async () => {
    const frank = await api.fundedUser(100);
    const dataset = await datasetWithFile(frank);
    const noKey = await createFineTune(frank, dataset, undefined);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().field).toBe('Idempotency-Key');

    const broke = await api.createUser();
    const theirs = await datasetWithFile(broke);
    const refused = await createFineTune(broke, theirs, 'broke-1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toMatch(/^Your balance of 0\.00 BGL is below the estimated cost/);
    expect(refused.json().code).toBe(INSUFFICIENT_BALANCE_CODE);
    const models = await api.call({ url: `/api/v1/datasets?owner=${broke.id}&types=MODEL` }, broke.apiKey);
    expect(models.json().datasets).toEqual([]);
  });

  it('shows a job only to its owner; an uploaded model has none', async () => {
    const gina = await api.fundedUser(100);
    const other = await api.fundedUser(100);
    const dataset = await datasetWithFile(gina);
    const modelId = (await createFineTune(gina, dataset, 'gina-1')).json<{ id: string }>().id;
    const theirs = await api.call({ url: `${buildPath(getFineTuneJob.path, { modelId })}?user_id=${other.id}` }, other.apiKey);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe(NO_FINE_TUNE_JOB);
    const mismatched = await api.call({ url: `${buildPath(getFineTuneJob.path, { modelId })}?user_id=${gina.id}` }, other.apiKey);
    expect(mismatched.statusCode).toBe(403);
    await finishedJob(gina, modelId);
  });
});

describe('saved configs', () => {
  it('saves under a name (alias spellings read), replaces it under the same name, and lists newest first', async () => {
    const hana = await api.fundedUser(10);
    const dataset = await datasetWithFile(hana);
    const save = (name: string, body: Record<string, unknown>) =>
      api.call(
        { method: 'POST', url: saveFineTuneConfig.path, payload: { user_id: hana.id, config_name: name, fine_tune_payload: body } },
        hana.apiKey,
      );
    const { accelerator_type: _gpu, ...rest } = payload(hana, dataset);
    const aliased = await save('fast', { ...rest, isSelectedGpu: 'NVIDIA_H100_80GB', batchSize: 2 });
    expect(aliased.statusCode, aliased.body).toBe(200);
    expect(aliased.json().fine_tune_payload).toMatchObject({ accelerator_type: 'NVIDIA_H100_80GB', batch_size: 2, lora_r: 8 });
    await save('slow', payload(hana, dataset, { epochs: 5 }));
    await save('fast', payload(hana, dataset, { epochs: 3 }));
    const list = await api.call({ url: `${listFineTuneConfigs.path}?user_id=${hana.id}` }, hana.apiKey);
    const configs = list.json<RouteResponse<typeof listFineTuneConfigs>>().configs;
    expect(configs.map((config) => [config.config_name, config.fine_tune_payload.epochs])).toEqual([
      ['fast', 3],
      ['slow', 5],
    ]);
  });

  it("refuses a payload the contract refuses, and another user's list", async () => {
    const ivan = await api.fundedUser(10);
    const other = await api.fundedUser(10);
    const bad = await api.call(
      { method: 'POST', url: saveFineTuneConfig.path, payload: { user_id: ivan.id, config_name: 'x', fine_tune_payload: { epochs: 0 } } },
      ivan.apiKey,
    );
    expect(bad.statusCode).toBe(400);
    expect((await api.call({ url: `${listFineTuneConfigs.path}?user_id=${ivan.id}` }, other.apiKey)).statusCode).toBe(403);
  });
});
