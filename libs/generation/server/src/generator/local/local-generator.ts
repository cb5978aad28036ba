import { setImmediate as nextTurn } from 'node:timers/promises';
import type { GeneratedFile, GeneratorInput, Generator } from '../generator';
import { encodeGif, type GifFrame } from './gif-encoder';
import { encodePng } from './png-encoder';
import { colorOf, frameAt, LAYERS, sceneFor, SHADES, type PromptScene, type Rgb } from './prompt-scene';

export const LOCAL_GENERATOR = 'Local generator';

export interface LocalGeneratorOptions {
  /** Frames per second of a video (default 8). */
  fps?: number;
  /** Width and height of a video's frames (default 256, so a clip stays light). */
  videoSide?: number;
}

/** Rows painted between two looks at the event loop: other requests keep being answered while a picture is drawn. */
const ROWS_PER_TURN = 64;

/**
 * Hands `put` the tone of each pixel of a width × height picture of the scene at moment t, row after row, looking at
 * the event loop and the signal every few rows. The longer side spans the scene's 0 to 1, centred.
 */
async function paint(
  scene: PromptScene,
  width: number,
  height: number,
  t: number,
  signal: AbortSignal,
  put: (pixel: number, tone: number) => void,
): Promise<void> {
  const side = Math.max(width, height);
  const toneAt = frameAt(scene, t);
  for (let y = 0; y < height; y++) {
    if (y % ROWS_PER_TURN === 0) {
      await nextTurn();
      signal.throwIfAborted();
    }
    const v = (y + 0.5 - height / 2) / side + 0.5;
    for (let x = 0; x < width; x++) put(y * width + x, toneAt((x + 0.5 - width / 2) / side + 0.5, v));
  }
}

async function drawImage(scene: PromptScene, width: number, height: number, signal: AbortSignal): Promise<Buffer> {
  const colours = Uint8Array.from(
    LAYERS.flatMap((layer) => Array.from({ length: SHADES }, (_, shade) => colorOf(scene, layer, shade / (SHADES - 1)))).flat(),
  );
  const rgb = new Uint8Array(width * height * 3);
  await paint(scene, width, height, 0, signal, (pixel, tone) => {
    rgb[pixel * 3] = colours[tone * 3] as number;
    rgb[pixel * 3 + 1] = colours[tone * 3 + 1] as number;
    rgb[pixel * 3 + 2] = colours[tone * 3 + 2] as number;
  });
  return encodePng(width, height, rgb);
}

/**
 * The GIF's 256 colours: shades of the background, then of each accent, darkest first (the rest unused). Fewer shades
 * than a PNG's: longer runs of one colour are what LZW shrinks, and a small frame shows no banding.
 */
const GIF_SHADES = [32, 24, 24] as const;

function gifPalette(scene: PromptScene): { palette: Rgb[]; indexOfTone: Uint8Array } {
  const palette: Rgb[] = [];
  const indexOfTone = new Uint8Array(LAYERS.length * SHADES);
  for (const layer of LAYERS) {
    const shades = GIF_SHADES[layer];
    const first = palette.length;
    for (let shade = 0; shade < shades; shade++) palette.push(colorOf(scene, layer, shade / (shades - 1)));
    for (let tone = 0; tone < SHADES; tone++) indexOfTone[layer * SHADES + tone] = first + Math.round((tone / (SHADES - 1)) * (shades - 1));
  }
  while (palette.length < 256) palette.push([0, 0, 0]);
  return { palette, indexOfTone };
}

async function drawVideo(scene: PromptScene, side: number, fps: number, seconds: number, signal: AbortSignal): Promise<Buffer> {
  const { palette, indexOfTone } = gifPalette(scene);
  const count = Math.round(fps * seconds);
  const frames: GifFrame[] = [];
  for (let frame = 0; frame < count; frame++) {
    const indices = new Uint8Array(side * side);
    await paint(scene, side, side, frame / count, signal, (pixel, tone) => (indices[pixel] = indexOfTone[tone] as number));
    // Delays are whole hundredths: spread the remainders so the clip lasts exactly its seconds.
    const delay = Math.floor(((frame + 1) * 100) / fps) - Math.floor((frame * 100) / fps);
    frames.push({ indices, delay });
  }
  return encodeGif(side, side, palette, frames);
}

/**
 * The embedded generator: a real PNG at the asked size, or a looping GIF of `fps` × seconds frames, drawn from a hash
 * of the prompt (a gradient in prompt-derived colours with discs and rings that orbit in a video). The same prompt
 * always gives the same bytes; it needs no network and no model, and says so by its label.
 */
export function createLocalGenerator({ fps = 8, videoSide = 256 }: LocalGeneratorOptions = {}): Generator {
  return {
    label: LOCAL_GENERATOR,
    videoSize: `${videoSide}x${videoSide}`,
    async generate(request: GeneratorInput, signal: AbortSignal): Promise<GeneratedFile> {
      const scene = sceneFor(request.prompt);
      if (request.kind === 'image') {
        return { body: await drawImage(scene, request.width, request.height, signal), contentType: 'image/png' };
      }
      return { body: await drawVideo(scene, videoSide, fps, request.seconds ?? 1, signal), contentType: 'image/gif' };
    },
  };
}
