import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploadAssetFile } from '@bagel/assets-contract';
import { buildPath } from '@bagel/contract';
import { getPodWeightsFile, getPodWeightsManifest, POD_WEIGHTS_ERRORS, terminateDeployment } from '@bagel/deployments-contract';
import { createRunPodProvider } from '@bagel/pod-provider';
import { manualClock, startFakeRunPod, type FakeRunPod } from '@bagel/pod-provider/testing';
import { multipartFile } from '@bagel/assets-server/testing';
import type { TestUser } from '@bagel/server-kit/testing';
import type { FundedTestApp } from '@bagel/wallet-server/testing';
import { deploymentsOf, startDeploymentsTestApp, TEST_PUBLIC_API_URL } from './testing';

/** The stand-in for vLLM's OpenAI server (`vllm_stand_in.py`, run by this machine's python3 in its place). */
const STAND_IN_DIR = fileURLToPath(new URL('./testing/vllm-stand-in', import.meta.url));
/** The platform's Hugging Face token (`HUGGINGFACE_TOKEN`): the stand-in hub's gated repositories open to it alone. */
const PLATFORM_HF_TOKEN = 'hf_platform_read_token';

/** What of a `POST /v1/pods` body this test reads. */
interface CreatePodBody {
  name: string;
  dockerEntrypoint: string[];
  dockerStartCmd: string[];
  env: Record<string, string>;
}

interface PodStart {
  podId: string;
  entrypoint: string[];
  args: string[];
  env: Record<string, string>;
}

/** A pod's command running here: what it printed, and what it answers once its model server listens. */
interface RunningPod {
  /** The arguments the model server got (the stand-in prints them first; `--port` is 0 here, see `runPod`). */
  serverArgs(): Promise<string[]>;
  /** The port the model server bound at once and listens on once loaded. */
  port(): Promise<number>;
  /** Resolves once `GET /v1/models` answers 200 with the pod's token; fails with the log when the process ends first. */
  serving(): Promise<number>;
  /** The process's end: its exit code and what it wrote to stderr. */
  exit: Promise<{ code: number | null; stderr: string }>;
  stdout(): string;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const LLAMA_CONFIG = { architectures: ['LlamaForCausalLM'], model_type: 'llama', torch_dtype: 'bfloat16' };
const QWEN_CONFIG = { architectures: ['Qwen2ForCausalLM'], model_type: 'qwen2', torch_dtype: 'bfloat16' };
/** A tokenizer of an instruct model: it carries its chat template. */
const CHAT_TOKENIZER = { bos_token: '<s>', chat_template: "{% for m in messages %}{{ m['content'] }}{% endfor %}" };
/** A base model's tokenizer: no chat template (meta-llama/Llama-3.2-1B's is so). */
const BASE_TOKENIZER = { bos_token: '<|begin_of_text|>', eos_token: '<|end_of_text|>' };

describe("a deployment's pod fetches its model from the platform, then starts the model server on it", () => {
  const clock = manualClock();
  let runPod: FakeRunPod;
  let api: FundedTestApp;
  /** Where this test's api listens: it stands for PUBLIC_API_URL, which a real pod reaches over the internet. */
  let apiUrl: string;
  let work: string;
  /** The stand-in's hub, holding the base models of adapters (`VLLM_STAND_IN_HUB`). */
  let hub: string;
  const running: ChildProcess[] = [];
  beforeAll(async () => {
    runPod = await startFakeRunPod({ apiKey: 'rp_test_key', startSeconds: 60, now: clock.now });
    api = await startDeploymentsTestApp({
      pods: createRunPodProvider({ apiKey: 'rp_test_key', apiUrl: runPod.url }),
      now: clock.now,
      hubToken: PLATFORM_HF_TOKEN,
    });
    apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    work = await mkdtemp(join(tmpdir(), 'bagel-pod-'));
    hub = join(work, 'hub');
    await hubRepo('meta-llama/Llama-3.2-1B', { 'config.json': LLAMA_CONFIG, 'tokenizer_config.json': BASE_TOKENIZER }, PLATFORM_HF_TOKEN);
    await hubRepo('Qwen/Qwen2.5-0.5B-Instruct', { 'config.json': QWEN_CONFIG, 'tokenizer_config.json': CHAT_TOKENIZER });
  });
  afterEach(() => {
    for (const child of running.splice(0)) child.kill();
  });
  afterAll(async () => {
    await api.close();
    await runPod.close();
    await rm(work, { recursive: true, force: true });
  });
  const { call, model, deployed, podCreated, one } = deploymentsOf(() => api);

  async function hubRepo(repoId: string, files: Record<string, unknown>, gatedFor?: string) {
    const folder = join(hub, ...repoId.split('/'));
    await mkdir(folder, { recursive: true });
    for (const [path, content] of Object.entries(files)) await writeFile(join(folder, path), json(content));
    if (gatedFor) await writeFile(join(folder, '.gated'), gatedFor);
  }

  async function upload(owner: TestUser, modelId: string, path: string, content: Buffer) {
    const url = `${buildPath(uploadAssetFile.path, { id: modelId })}?path=${encodeURIComponent(posix.dirname(path).replace(/^\.$/, ''))}`;
    const reply = await call({ method: 'POST', url, ...multipartFile(posix.basename(path), content) }, owner.apiKey);
    expect(reply.statusCode, reply.body).toBe(200);
  }

  async function modelWith(owner: TestUser, name: string, files: Record<string, Buffer>): Promise<string> {
    const modelId = await model(owner, name);
    for (const [path, content] of Object.entries(files)) await upload(owner, modelId, path, content);
    return modelId;
  }

  /** Deploys the model on the fake RunPod and reads back the pod's command and environment as RunPod was asked to run them. */
  async function deployedPod(owner: TestUser, modelId: string, instanceType = 'a100'): Promise<PodStart> {
    const { pod_id: podId } = await deployed(owner, modelId, { instance_type: instanceType });
    await podCreated(owner, podId);
    const bodies = runPod.requests.map((request) => request.body as CreatePodBody | undefined);
    const body = bodies.find((sent) => sent?.name === `bagel-deployment-${podId}`);
    if (!body) throw new Error(`RunPod was not asked for the pod of ${podId}`);
    return { podId, entrypoint: body.dockerEntrypoint, args: body.dockerStartCmd, env: body.env };
  }

  /**
   * Runs the pod's command here as the image would, in this machine's python3: this test's api for the public one, a
   * folder of its own, the stand-in for vLLM's module, on a GPU of the given compute capability. The model server's
   * `--port` becomes 0 (any free port), so pods of parallel runs never collide.
   */
  function runPodHere(pod: PodStart, modelDir: string, gpu: { computeCapability?: string; loadedWhen?: string } = {}): RunningPod {
    const [manifestUrl = '', , , ...serverArgs] = pod.args;
    const [program = '', ...programArgs] = pod.entrypoint;
    const at = serverArgs.indexOf('--port');
    const args = serverArgs.map((arg, index) => (index === at + 1 ? '0' : arg));
    const child = spawn(program, [...programArgs, manifestUrl.replace(TEST_PUBLIC_API_URL, apiUrl), modelDir, 'vllm_stand_in', ...args], {
      env: {
        PATH: process.env['PATH'],
        ...pod.env,
        PYTHONPATH: STAND_IN_DIR,
        VLLM_STAND_IN_HUB: hub,
        VLLM_STAND_IN_COMPUTE_CAPABILITY: gpu.computeCapability ?? '8.0',
        ...(gpu.loadedWhen ? { VLLM_STAND_IN_LOADED_WHEN: gpu.loadedWhen } : {}),
      },
    });
    running.push(child);
    let stdout = '';
    let stderr = '';
    const exit = new Promise<{ code: number | null; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stderr })));
    const lookers = new Set<() => void>();
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      for (const look of lookers) look();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    /** The first match of `pattern` in what the pod printed, once it has printed it. */
    const printed = (pattern: RegExp) =>
      new Promise<RegExpMatchArray>((resolve, reject) => {
        const look = () => {
          const match = stdout.match(pattern);
          if (match) {
            lookers.delete(look);
            resolve(match);
          }
          return match;
        };
        if (look()) return;
        lookers.add(look);
        void exit.then(() => look() ?? reject(new Error(`The pod ended without printing ${pattern}:\n${stdout}\n${stderr}`)));
      });
    const port = async () => Number((await printed(/^bound port (\d+)$/m))[1]);
    return {
      serverArgs: async () => JSON.parse((await printed(/^args: (.*)$/m))[1] ?? '[]') as string[],
      port,
      exit,
      stdout: () => stdout,
      async serving() {
        const at = await port();
        let ended = false;
        void exit.then(() => (ended = true));
        for (;;) {
          if (ended) throw new Error(`The model server ended before it served:\n${stderr}`);
          const reply = await fetch(`http://127.0.0.1:${at}/v1/models`, {
            headers: { authorization: `Bearer ${pod.env['VLLM_API_KEY']}` },
          }).catch(() => undefined);
          if (reply?.status === 200) return at;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
    };
  }

  const chat = (port: number, token: string, model: string) =>
    fetch(`http://127.0.0.1:${port}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model, messages: [{ role: 'user', content: 'Hello' }] }),
    });

  it('copies an uploaded model, checked file by file, and serves it from that folder under its name once it has loaded', async () => {
    const owner = await api.fundedUser(100);
    const weights = randomBytes(3 * 1024 * 1024 + 17);
    const config = json(LLAMA_CONFIG);
    const modelId = await modelWith(owner, 'bagel-chat-model', {
      'config.json': config,
      'tokenizer_config.json': json(CHAT_TOKENIZER),
      'weights/model-00001.safetensors': weights,
    });

    const pod = await deployedPod(owner, modelId);
    const modelDir = join(work, pod.podId);
    const loaded = join(work, `${pod.podId}.loaded`);
    const server = runPodHere(pod, modelDir, { loadedWhen: loaded });
    expect(await server.serverArgs()).toEqual([
      '--model',
      modelDir,
      '--served-model-name',
      'bagel-chat-model',
      '--port',
      '0',
      '--tensor-parallel-size',
      '1',
      '--dtype',
      'auto',
    ]);
    expect(await readFile(join(modelDir, 'config.json'))).toEqual(config);
    expect((await readFile(join(modelDir, 'weights', 'model-00001.safetensors'))).equals(weights)).toBe(true);
    expect(server.stdout()).toContain(`fetched weights/model-00001.safetensors ${weights.length} bytes`);

    // Bound but loading: vLLM takes connections only once its engine is up.
    const port = await server.port();
    const refused = await fetch(`http://127.0.0.1:${port}/v1/models`).catch((error: Error & { cause?: { code?: string } }) => error);
    expect(refused instanceof Error && refused.cause?.code).toBe('ECONNREFUSED');
    await writeFile(loaded, '');
    await server.serving();

    expect((await fetch(`http://127.0.0.1:${port}/v1/models`)).status).toBe(401);
    const answer = await chat(port, pod.env['VLLM_API_KEY'] ?? '', 'bagel-chat-model');
    expect(answer.status).toBe(200);
    expect((await answer.json()).choices[0].message.content).toBe('[vLLM stand-in] bagel-chat-model, with the model chat template');
    expect((await one(owner, pod.podId)).plain_chat_template).toBe(false);
  });

  it("serves a fine-tune's LoRA adapter on its gated base model, which the pod downloads with the platform's token", async () => {
    const owner = await api.fundedUser(100);
    const adapter = { base_model_name_or_path: 'meta-llama/Llama-3.2-1B', peft_type: 'LORA', r: 12 };
    const modelId = await modelWith(owner, 'support-bot', {
      'adapter_config.json': json(adapter),
      'adapter_model.safetensors': randomBytes(4096),
    });

    const pod = await deployedPod(owner, modelId);
    expect(pod.env['HF_TOKEN']).toBe(PLATFORM_HF_TOKEN);
    const modelDir = join(work, pod.podId);
    const server = runPodHere(pod, modelDir);
    expect(await server.serverArgs()).toEqual([
      '--model',
      'meta-llama/Llama-3.2-1B',
      '--enable-lora',
      '--lora-modules',
      `support-bot=${modelDir}`,
      // vLLM takes ranks 8, 16, 32…: the smallest that holds the adapter's 12.
      '--max-lora-rank',
      '16',
      '--port',
      '0',
      '--tensor-parallel-size',
      '1',
      '--dtype',
      'auto',
      // The base has no chat template of its own: the platform's plain one, written into the model's folder.
      '--chat-template',
      join(modelDir, 'bagel-plain-chat-template.jinja'),
    ]);
    const port = await server.serving();
    expect(await readFile(join(modelDir, 'bagel-plain-chat-template.jinja'), 'utf8')).toContain("message['content']");
    // Without the platform's token the hub keeps the base closed, and the model server dies before it serves.
    const withoutToken = Object.fromEntries(Object.entries(pod.env).filter(([name]) => name !== 'HF_TOKEN'));
    const closed = await runPodHere({ ...pod, env: withoutToken }, `${modelDir}-without-token`).exit;
    expect([closed.code, closed.stderr]).toEqual([1, expect.stringContaining('GatedRepoError: 401 Client Error')]);
    const answer = await chat(port, pod.env['VLLM_API_KEY'] ?? '', 'support-bot');
    expect((await answer.json()).choices[0].message.content).toBe('[vLLM stand-in] support-bot, with the server chat template');
    expect((await one(owner, pod.podId)).plain_chat_template).toBe(true);
  });

  it('leaves the chat template to a base model that has one', async () => {
    const owner = await api.fundedUser(100);
    const adapter = { base_model_name_or_path: 'Qwen/Qwen2.5-0.5B-Instruct', peft_type: 'LORA', r: 8 };
    const modelId = await modelWith(owner, 'qwen-helper', { 'adapter_config.json': json(adapter) });

    const pod = await deployedPod(owner, modelId);
    const server = runPodHere(pod, join(work, pod.podId));
    expect(await server.serverArgs()).not.toContain('--chat-template');
    const answer = await chat(await server.serving(), pod.env['VLLM_API_KEY'] ?? '', 'qwen-helper');
    expect((await answer.json()).choices[0].message.content).toBe('[vLLM stand-in] qwen-helper, with the model chat template');
    expect((await one(owner, pod.podId)).plain_chat_template).toBe(false);
  });

  it('gives an uploaded base model without a chat template the plain one, where chat would otherwise answer 400', async () => {
    const owner = await api.fundedUser(100);
    const modelId = await modelWith(owner, 'my-llama-base', {
      'config.json': json(LLAMA_CONFIG),
      'tokenizer_config.json': json(BASE_TOKENIZER),
    });
    const pod = await deployedPod(owner, modelId);
    const modelDir = join(work, pod.podId);
    const token = pod.env['VLLM_API_KEY'] ?? '';

    const withoutTemplate = runPodHere({ ...pod, env: { ...pod.env, BAGEL_CHAT_TEMPLATE: '' } }, `${modelDir}-as-is`);
    const refused = await chat(await withoutTemplate.serving(), token, 'my-llama-base');
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/^As of transformers v4\.44, default chat template is no longer allowed/);

    const server = runPodHere(pod, modelDir);
    expect((await server.serverArgs()).slice(-2)).toEqual(['--chat-template', join(modelDir, 'bagel-plain-chat-template.jinja')]);
    expect((await chat(await server.serving(), token, 'my-llama-base')).status).toBe(200);
    expect((await one(owner, pod.podId)).plain_chat_template).toBe(true);
  });

  it('serves a bfloat16 model in float16 on a V100, whose compute capability (7.0) has no bfloat16', async () => {
    const owner = await api.fundedUser(100);
    const modelId = await modelWith(owner, 'llama-on-volta', {
      'config.json': json(LLAMA_CONFIG),
      'tokenizer_config.json': json(CHAT_TOKENIZER),
    });
    const pod = await deployedPod(owner, modelId, 'v100');
    const server = runPodHere(pod, join(work, pod.podId), { computeCapability: '7.0' });
    expect((await server.serverArgs()).slice(-2)).toEqual(['--dtype', 'float16']);
    await server.serving();
  });

  it("opens a model's files only to its own deployment's pod, and only while the deployment lasts", async () => {
    const owner = await api.fundedUser(100);
    const config = json(LLAMA_CONFIG);
    const modelId = await modelWith(owner, 'bagel-chat-model', { 'config.json': config });
    const pod = await deployedPod(owner, modelId);
    const other = await deployedPod(owner, await model(owner));
    const manifest = buildPath(getPodWeightsManifest.path, { podId: pod.podId });
    const asPod = (token: string | undefined) => ({ authorization: `Bearer ${token}` });

    const unsigned = await call({ url: manifest });
    expect([unsigned.statusCode, unsigned.json().detail]).toEqual([401, POD_WEIGHTS_ERRORS.noToken]);
    // The owner's API key is no pod's token.
    expect((await call({ url: manifest }, owner.apiKey)).statusCode).toBe(401);
    const otherPods = await call({ url: manifest, headers: asPod(other.env['VLLM_API_KEY']) });
    expect([otherPods.statusCode, otherPods.json().detail]).toEqual([401, POD_WEIGHTS_ERRORS.badToken]);
    const listed = await call({ url: manifest, headers: asPod(pod.env['VLLM_API_KEY']) });
    expect(listed.json()).toEqual({
      served_model_name: 'bagel-chat-model',
      files: [{ path: 'config.json', size: config.length, sha256: createHash('sha256').update(config).digest('hex') }],
    });
    const file = (path: string) =>
      call({
        url: `${buildPath(getPodWeightsFile.path, { podId: pod.podId })}?path=${encodeURIComponent(path)}`,
        headers: asPod(pod.env['VLLM_API_KEY']),
      });
    expect((await file('config.json')).rawPayload).toEqual(config);
    const missing = await file('tokenizer.json');
    expect([missing.statusCode, missing.json().detail]).toEqual([404, POD_WEIGHTS_ERRORS.noFile]);
    expect((await file('../other/config.json')).statusCode).toBe(400);

    const terminated = await call(
      { method: 'POST', url: `${buildPath(terminateDeployment.path, { podId: pod.podId })}?user_id=${owner.id}` },
      owner.apiKey,
    );
    expect(terminated.statusCode).toBe(200);
    const ended = await call({ url: manifest, headers: asPod(pod.env['VLLM_API_KEY']) });
    expect([ended.statusCode, ended.json().detail]).toEqual([409, POD_WEIGHTS_ERRORS.ended]);
    // The start script stops there, before any model server starts.
    const { code, stderr } = await runPodHere(pod, join(work, pod.podId)).exit;
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/HTTP Error 409/);
  });
});
