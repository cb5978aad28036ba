import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { downloadOutput, outputUrl } from './replicate-output';

const never = new AbortController().signal;
const fileHost =
  (response: Response): typeof fetch =>
  async () =>
    response;

describe("a prediction's output", () => {
  it('is the URL, or the first of a list', () => {
    expect(outputUrl('https://replicate.delivery/a/out-0.mp4').href).toBe('https://replicate.delivery/a/out-0.mp4');
    expect(outputUrl(['https://replicate.delivery/b/out-0.png', 'https://replicate.delivery/b/out-1.png']).href).toBe(
      'https://replicate.delivery/b/out-0.png',
    );
  });

  it.each([[null], [[]], ['not a url'], [['file:///etc/passwd']], [{ url: 'https://x' }]])('fails for good on %j', (output) => {
    expect(() => outputUrl(output)).toThrow(expect.objectContaining({ name: 'GenerationFailed', retryable: false }));
  });

  it('decodes an inline data URL', async () => {
    const file = await downloadOutput(new URL('data:image/png;base64,iVBORw0KGgo='), fileHost(new Response()), never);
    expect(file).toEqual({ body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), contentType: 'image/png' });
  });

  it('streams a file, typed by its name when the host does not say', async () => {
    const response = new Response(Buffer.from('webp bytes'), { headers: { 'content-type': 'application/octet-stream' } });
    const file = await downloadOutput(new URL('https://replicate.delivery/c/out-0.webp'), fileHost(response), never);
    expect(file.contentType).toBe('image/webp');
    expect(file.body).toBeInstanceOf(Readable);
  });

  it.each([
    [404, false],
    [503, true],
  ])('cannot be fetched on an HTTP %i (retryable: %s)', async (status, retryable) => {
    await expect(
      downloadOutput(new URL('https://replicate.delivery/d/out-0.png'), fileHost(new Response('gone', { status })), never),
    ).rejects.toMatchObject({ message: `The output file could not be fetched (HTTP ${status})`, retryable });
  });
});
