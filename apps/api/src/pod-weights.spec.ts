import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  getPodWeightsFile,
  getPodWeightsManifest,
  POD_WEIGHTS_ERRORS,
  terminateDeployment,
  uploadAssetFile,
} from '@bagel/contract';
import { createRunPodProvider } from '@bagel/pod-provider';
import { manualClock, startFakeRunPod, type FakeRunPod } from '@bagel/pod-provider/testing';
import { deploymentsOf } from './deployments-testing';
import { multipartFile, startTestApi, TEST_PUBLIC_API_URL, type TestApi, type TestUser } from './testing';

const run = promisify(execFile);

/** Stands in for vLLM's server module: prints the arguments the start script handed it. */
const FAKE_SERVER = 'import json, sys\nprint(json.dumps(sys.argv[1:]))\n';

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
  token: string;
}

describe("a deployment's pod fetches its model from the platform, then starts the model server on it", () => {
  const clock = manualClock();
  let runPod: FakeRunPod;
  let api: TestApi;
  /** Where this test's api listens: it stands for PUBLIC_API_URL, which a real pod reaches over the internet. */
  let apiUrl: string;
  let work: string;
  beforeAll(async () => {
    runPod = await startFakeRunPod({ apiKey: 'rp_test_key', startSeconds: 60, now: clock.now });
    api = await startTestApi({ pods: createRunPodProvider({ apiKey: 'rp_test_key', apiUrl: runPod.url, now: clock.now }), now: clock.now });
    apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    work = await mkdtemp(join(tmpdir(), 'bagel-pod-'));
    await writeFile(join(work, 'fake_server.py'), FAKE_SERVER);
  });
  afterAll(async () => {
    await api.close();
    await runPod.close();
    await rm(work, { recursive: true, force: true });
  });
  const { call, model, deployed, podCreated } = deploymentsOf(() => api);

  async function upload(owner: TestUser, modelId: string, path: string, content: Buffer) {
    const url = `${buildPath(uploadAssetFile.path, { id: modelId })}?path=${encodeURIComponent(posix.dirname(path).replace(/^\.$/, ''))}`;
    const reply = await call({ method: 'POST', url, ...multipartFile(posix.basename(path), content) }, owner.apiKey);
    expect(reply.statusCode, reply.body).toBe(200);
  }

  /** Deploys the model on the fake RunPod and reads back the pod's command and token as RunPod was asked to run them. */
  async function deployedPod(owner: TestUser, modelId: string): Promise<PodStart> {
    const { pod_id: podId } = await deployed(owner, modelId);
    await podCreated(owner, podId);
    const bodies = runPod.requests.map((request) => request.body as CreatePodBody | undefined);
    const body = bodies.find((sent) => sent?.name === `bagel-deployment-${podId}`);
    if (!body) throw new Error(`RunPod was not asked for the pod of ${podId}`);
    return { podId, entrypoint: body.dockerEntrypoint, args: body.dockerStartCmd, token: body.env['VLLM_API_KEY'] ?? '' };
  }

  /** Runs the pod's command here, as the image would: this test's api for the public one, a folder of its own, the fake server. */
  async function startPod({ entrypoint, args, token }: PodStart, modelDir: string) {
    const [manifestUrl = '', , , ...serverArgs] = args;
    const [program = '', ...programArgs] = entrypoint;
    const local = manifestUrl.replace(TEST_PUBLIC_API_URL, apiUrl);
    const { stdout } = await run(program, [...programArgs, local, modelDir, 'fake_server', ...serverArgs], {
      env: { ...process.env, VLLM_API_KEY: token, PYTHONPATH: work },
    });
    return { log: stdout, serverArgs: JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null') as string[] };
  }

  it('copies an uploaded model, checked file by file, and serves it from that folder under its name', async () => {
    const owner = await api.fundedUser(100);
    const modelId = await model(owner, 'bagel-chat-model');
    const weights = randomBytes(3 * 1024 * 1024 + 17);
    const config = Buffer.from('{"architectures": ["LlamaForCausalLM"]}\n');
    await upload(owner, modelId, 'config.json', config);
    await upload(owner, modelId, 'weights/model-00001.safetensors', weights);

    const pod = await deployedPod(owner, modelId);
    const modelDir = join(work, pod.podId);
    const { log, serverArgs } = await startPod(pod, modelDir);
    expect(await readFile(join(modelDir, 'config.json'))).toEqual(config);
    expect((await readFile(join(modelDir, 'weights', 'model-00001.safetensors'))).equals(weights)).toBe(true);
    expect(log).toContain(`fetched weights/model-00001.safetensors ${weights.length} bytes`);
    expect(serverArgs).toEqual([
      '--model',
      modelDir,
      '--served-model-name',
      'bagel-chat-model',
      '--port',
      '8000',
      '--tensor-parallel-size',
      '1',
    ]);
  });

  it("serves a fine-tune's LoRA adapter on its base model from the hub, under the deployment's name", async () => {
    const owner = await api.fundedUser(100);
    const modelId = await model(owner, 'support-bot');
    const adapter = { base_model_name_or_path: 'Qwen/Qwen2.5-0.5B-Instruct', peft_type: 'LORA', r: 12 };
    await upload(owner, modelId, 'adapter_config.json', Buffer.from(JSON.stringify(adapter)));
    await upload(owner, modelId, 'adapter_model.safetensors', randomBytes(4096));

    const pod = await deployedPod(owner, modelId);
    const modelDir = join(work, pod.podId);
    const { serverArgs } = await startPod(pod, modelDir);
    expect(serverArgs).toEqual([
      '--model',
      'Qwen/Qwen2.5-0.5B-Instruct',
      '--enable-lora',
      '--lora-modules',
      `support-bot=${modelDir}`,
      // vLLM takes ranks 8, 16, 32…: the smallest that holds the adapter's 12.
      '--max-lora-rank',
      '16',
      '--port',
      '8000',
      '--tensor-parallel-size',
      '1',
    ]);
  });

  it("opens a model's files only to its own deployment's pod, and only while the deployment lasts", async () => {
    const owner = await api.fundedUser(100);
    const modelId = await model(owner);
    await upload(owner, modelId, 'config.json', Buffer.from('{}'));
    const pod = await deployedPod(owner, modelId);
    const other = await deployedPod(owner, await model(owner));
    const manifest = buildPath(getPodWeightsManifest.path, { podId: pod.podId });
    const asPod = (token: string) => ({ authorization: `Bearer ${token}` });

    const unsigned = await call({ url: manifest });
    expect([unsigned.statusCode, unsigned.json().detail]).toEqual([401, POD_WEIGHTS_ERRORS.noToken]);
    // The owner's API key is no pod's token.
    expect((await call({ url: manifest }, owner.apiKey)).statusCode).toBe(401);
    const otherPods = await call({ url: manifest, headers: asPod(other.token) });
    expect([otherPods.statusCode, otherPods.json().detail]).toEqual([401, POD_WEIGHTS_ERRORS.badToken]);
    const listed = await call({ url: manifest, headers: asPod(pod.token) });
    expect(listed.json()).toEqual({
      served_model_name: 'bagel-chat-model',
      files: [{ path: 'config.json', size: 2, sha256: '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a' }],
    });
    const file = (path: string) =>
      call({
        url: `${buildPath(getPodWeightsFile.path, { podId: pod.podId })}?path=${encodeURIComponent(path)}`,
        headers: asPod(pod.token),
      });
    expect((await file('config.json')).body).toBe('{}');
    const missing = await file('tokenizer.json');
    expect([missing.statusCode, missing.json().detail]).toEqual([404, POD_WEIGHTS_ERRORS.noFile]);
    expect((await file('../other/config.json')).statusCode).toBe(400);

    const terminated = await call(
      { method: 'POST', url: `${buildPath(terminateDeployment.path, { podId: pod.podId })}?user_id=${owner.id}` },
      owner.apiKey,
    );
    expect(terminated.statusCode).toBe(200);
    const ended = await call({ url: manifest, headers: asPod(pod.token) });
    expect([ended.statusCode, ended.json().detail]).toEqual([409, POD_WEIGHTS_ERRORS.ended]);
    // The start script stops there, before any model server starts.
    await expect(startPod(pod, join(work, pod.podId))).rejects.toThrow(/HTTP Error 409/);
  });
});
