import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bytesOf } from '../../testing/bytes-of';
import { startFakeReplicate, type FakeReplicate } from '../../testing/fake-replicate';
import { readPng } from '../../testing/read-png';
import { GenerationFailed, type GeneratorInput } from '../generator';
import { createReplicateGenerator, REPLICATE_IMAGE_MODEL, REPLICATE_VIDEO_MODEL } from './replicate-generator';

const TOKEN = 'r8_test_token';
const image = (width = 1024, height = 768): GeneratorInput => ({
  kind: 'image',
  prompt: 'a bagel on the moon',
  width,
  height,
  seconds: null,
});
const video: GeneratorInput = { kind: 'video', prompt: 'a bagel rolling downhill', width: 0, height: 0, seconds: 4 };
const never = new AbortController().signal;

let fake: FakeReplicate;
beforeAll(async () => {
  fake = await startFakeReplicate({ apiToken: TOKEN });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setFailure(null);
  fake.setPredictionError(null);
  fake.setAbortBeforeStart(false);
});

const generatorFor = (url: string, options: { token?: string; pollIntervalMs?: number } = {}) =>
  createReplicateGenerator({ apiToken: options.token ?? TOKEN, apiUrl: url, pollIntervalMs: options.pollIntervalMs ?? 5 });

describe('the Replicate generator', () => {
  it('creates a prediction on FLUX schnell with the token, waits for it, and streams its PNG', async () => {
    const generator = generatorFor(fake.url);
    expect(generator.label).toBe('Replicate');
    const file = await generator.generate(image(), never);
    expect(file.contentType).toBe('image/png');
    const bytes = await bytesOf(file);
    expect(bytes.equals(fake.outputOf(REPLICATE_IMAGE_MODEL))).toBe(true);
    expect(readPng(bytes)).toMatchObject({ width: 1, height: 1 });

    const [created, download] = fake.requests;
    expect(created).toEqual({
      method: 'POST',
      path: `/v1/models/${REPLICATE_IMAGE_MODEL}/predictions`,
      authorization: `Bearer ${TOKEN}`,
      prefer: 'wait=60',
      body: { input: { prompt: 'a bagel on the moon', aspect_ratio: '4:3', megapixels: '1', num_outputs: 1, output_format: 'png' } },
    });
    // The file host gets no token.
    expect(download).toMatchObject({ method: 'GET', authorization: undefined });
    expect(fake.requests).toHaveLength(2);
  });

  it('asks for a quarter megapixel at 512×512', async () => {
    await generatorFor(fake.url).generate(image(512, 512), never);
    expect(fake.requests[0]?.body).toMatchObject({ input: { aspect_ratio: '1:1', megapixels: '0.25' } });
  });

  it('makes a video on Seedance for the asked seconds, polling until it is done', async () => {
    const slow = await startFakeReplicate({ apiToken: TOKEN, pollsToFinish: 3 });
    try {
      const generator = generatorFor(slow.url);
      expect(generator.videoSize).toBe('480x480');
      const file = await generator.generate(video, never);
      expect(file.contentType).toBe('video/mp4');
      expect((await bytesOf(file)).equals(slow.outputOf(REPLICATE_VIDEO_MODEL))).toBe(true);
      const [created, ...rest] = slow.requests;
      expect(created).toMatchObject({
        path: `/v1/models/${REPLICATE_VIDEO_MODEL}/predictions`,
        body: { input: { prompt: 'a bagel rolling downhill', duration: 4, resolution: '480p', aspect_ratio: '1:1' } },
      });
      const polls = rest.filter((request) => request.path.startsWith('/v1/predictions/'));
      expect(polls).toHaveLength(4);
      expect(polls.every((request) => request.method === 'GET' && request.authorization === `Bearer ${TOKEN}`)).toBe(true);
    } finally {
      await slow.close();
    }
  });

  it("fails for good with the prediction's own error", async () => {
    fake.setPredictionError('NSFW content detected. Try running it again, or try a different prompt.');
    const failure = await generatorFor(fake.url)
      .generate(image(), never)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GenerationFailed);
    expect(failure).toMatchObject({
      retryable: false,
      message: 'Replicate could not make it: NSFW content detected. Try running it again, or try a different prompt.',
    });
  });

  it.each([
    ['answered by the create call', 0],
    ['seen while polling', 2],
  ])('fails for good when Replicate aborts the prediction before it starts (%s)', async (_, pollsToFinish) => {
    const queued = await startFakeReplicate({ apiToken: TOKEN, pollsToFinish });
    try {
      queued.setAbortBeforeStart(true);
      await expect(generatorFor(queued.url).generate(video, never)).rejects.toMatchObject({
        name: 'GenerationFailed',
        message: 'Replicate could not start it in time (no machine was free); try again later',
        retryable: false,
      });
      const polls = queued.requests.filter((request) => request.method === 'GET');
      expect(polls).toHaveLength(pollsToFinish === 0 ? 0 : pollsToFinish + 1);
    } finally {
      await queued.close();
    }
  });

  it.each([
    [401, 'Replicate refused the API token', false],
    [402, 'The fake Replicate answers 402', false],
    [429, 'The fake Replicate answers 429', true],
    [503, 'The fake Replicate answers 503', true],
  ])('reads an HTTP %i as %j (retryable: %s)', async (status, message, retryable) => {
    fake.setFailure(status);
    await expect(generatorFor(fake.url).generate(image(), never)).rejects.toMatchObject({ name: 'GenerationFailed', message, retryable });
  });

  it('is refused with a wrong token, naming it', async () => {
    await expect(generatorFor(fake.url, { token: 'r8_wrong' }).generate(image(), never)).rejects.toMatchObject({
      message: 'Replicate refused the API token',
      retryable: false,
    });
  });

  it("passes on Replicate's input validation, naming the field", async () => {
    await expect(generatorFor(fake.url).generate({ ...video, seconds: 20 }, never)).rejects.toMatchObject({
      message: '- input.duration: Must be greater than or equal to 2 and less than or equal to 12',
      retryable: false,
    });
  });

  it('names an unknown model', async () => {
    const generator = createReplicateGenerator({ apiToken: TOKEN, apiUrl: fake.url, imageModel: 'nobody/nothing' });
    await expect(generator.generate(image(), never)).rejects.toMatchObject({
      message: 'The requested resource could not be found.',
      retryable: false,
    });
  });

  it('may try again when Replicate cannot be reached', async () => {
    const closed = await startFakeReplicate({ apiToken: TOKEN });
    await closed.close();
    await expect(generatorFor(closed.url).generate(image(), never)).rejects.toMatchObject({
      message: expect.stringMatching(/^Replicate could not be reached at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED$/),
      retryable: true,
    });
  });

  it('cancels its prediction when the job stops', async () => {
    const slow = await startFakeReplicate({ apiToken: TOKEN, pollsToFinish: 1000 });
    try {
      const stop = new AbortController();
      const running = generatorFor(slow.url, { pollIntervalMs: 5 }).generate(video, stop.signal);
      while (!slow.requests.some((request) => request.method === 'GET')) await new Promise((resolve) => setTimeout(resolve, 5));
      stop.abort(new Error('The process is stopping'));
      await expect(running).rejects.toThrow('The process is stopping');
      expect(slow.requests.at(-1)).toMatchObject({ method: 'POST', path: expect.stringMatching(/^\/v1\/predictions\/\w+\/cancel$/) });
    } finally {
      await slow.close();
    }
  });
});
