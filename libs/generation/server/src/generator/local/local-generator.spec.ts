import { describe, expect, it } from 'vitest';
import { bytesOf } from '../../testing/bytes-of';
import { readGif } from '../../testing/read-gif';
import { readPng } from '../../testing/read-png';
import type { GeneratorInput } from '../generator';
import { createLocalGenerator, LOCAL_GENERATOR } from './local-generator';

const image = (prompt: string, width = 512, height = 512): GeneratorInput => ({ kind: 'image', prompt, width, height, seconds: null });
const video = (prompt: string, seconds: number): GeneratorInput => ({ kind: 'video', prompt, width: 0, height: 0, seconds });

const generator = createLocalGenerator();
const never = new AbortController().signal;
const colours = (pixels: Uint8Array) =>
  new Set(Array.from({ length: pixels.length / 3 }, (_, i) => pixels.slice(i * 3, i * 3 + 3).join())).size;

describe('the local generator', () => {
  it('says what it is', () => {
    expect(generator.label).toBe(LOCAL_GENERATOR);
    expect(generator.label).toBe('Local generator');
    expect(generator.videoSize).toBe('256x256');
  });

  it('draws a PNG at the asked size that a reader of the format decodes, CRCs and all', async () => {
    const file = await generator.generate(image('a bagel on a blue plate', 1024, 768), never);
    expect(file.contentType).toBe('image/png');
    const png = readPng(await bytesOf(file));
    expect(png).toMatchObject({ width: 1024, height: 768, chunks: ['IHDR', 'IDAT', 'IEND'] });
    expect(png.pixels).toHaveLength(1024 * 768 * 3);
    // A picture, not a flat fill: a gradient and shapes.
    expect(colours(png.pixels)).toBeGreaterThan(50);
  });

  it('gives the same prompt the same bytes, and another prompt other bytes', async () => {
    const first = await bytesOf(await generator.generate(image('sunrise over sesame fields'), never));
    const again = await bytesOf(await generator.generate(image('sunrise over sesame fields'), never));
    const other = await bytesOf(await generator.generate(image('sunset over sesame fields'), never));
    expect(again.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
    const [a, b] = [readPng(first).pixels, readPng(other).pixels];
    expect(a.slice(0, 3)).not.toEqual(b.slice(0, 3));
  });

  it('animates a looping GIF of 8 frames a second whose frames LZW-decode to the whole picture', async () => {
    const file = await generator.generate(video('a bagel spinning in space', 2), never);
    expect(file.contentType).toBe('image/gif');
    const gif = readGif(await bytesOf(file));
    expect(gif).toMatchObject({ width: 256, height: 256, loops: 0 });
    expect(gif.palette).toHaveLength(256);
    expect(gif.frames).toHaveLength(16);
    expect(gif.frames.reduce((total, frame) => total + frame.delay, 0)).toBe(200);
    expect(new Set(gif.frames.map((frame) => frame.delay))).toEqual(new Set([12, 13]));
    // Something moves from frame to frame.
    const [first, second] = gif.frames;
    expect(first?.indices).not.toEqual(second?.indices);
    expect(new Set(first?.indices).size).toBeGreaterThan(20);
  });

  it('makes the same clip from the same prompt, as long as it is asked', async () => {
    const first = await bytesOf(await generator.generate(video('waves of cream cheese', 4), never));
    const again = await bytesOf(await generator.generate(video('waves of cream cheese', 4), never));
    expect(again.equals(first)).toBe(true);
    expect(readGif(first).frames).toHaveLength(32);
  });

  it('stops when its signal aborts', async () => {
    const stop = new AbortController();
    stop.abort(new Error('The process is stopping'));
    await expect(generator.generate(image('never drawn'), stop.signal)).rejects.toThrow('The process is stopping');
  });
});
