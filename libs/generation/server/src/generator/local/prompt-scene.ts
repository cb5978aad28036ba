import { createHash } from 'node:crypto';

export type Rgb = readonly [number, number, number];

/** Which part of the picture a point falls on: the background, or a shape painted in the first or second accent. */
export type Layer = 0 | 1 | 2;
export const LAYERS: readonly Layer[] = [0, 1, 2];

interface Shape {
  x: number;
  y: number;
  radius: number;
  layer: 1 | 2;
  /** A ring rather than a disc. */
  ring: boolean;
  /** The small circle the shape travels along in a video: whole turns per clip, so the loop has no seam. */
  orbit: number;
  phase: number;
  turns: number;
}

/** A picture drawn from a prompt: a gradient in two colours with discs and rings in two accents. */
export interface PromptScene {
  /** Background from and to, then the two accents. */
  colors: readonly [Rgb, Rgb, Rgb, Rgb];
  angle: number;
  shapes: readonly Shape[];
}

/** Bytes drawn from the prompt's SHA-256, then from hashes of it chained on: as many as the scene needs, always the same. */
function promptBytes(prompt: string) {
  let block = createHash('sha256').update(prompt).digest();
  let used = 0;
  const byte = () => {
    if (used === block.length) {
      block = createHash('sha256').update(block).digest();
      used = 0;
    }
    return block[used++] ?? 0;
  };
  /** A number in [from, to). */
  return (from: number, to: number) => from + ((byte() * 256 + byte()) / 65536) * (to - from);
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const at = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - chroma / 2 - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [at(0), at(8), at(4)];
}

export function sceneFor(prompt: string): PromptScene {
  const pick = promptBytes(prompt);
  const hue = pick(0, 360);
  const color = (offset: number) => hslToRgb((hue + offset) % 360, pick(0.5, 0.85), pick(0.35, 0.6));
  const colors = [color(0), color(pick(40, 120)), color(pick(160, 200)), color(pick(220, 320))] as const;
  const angle = pick(0, 2 * Math.PI);
  const shapes = Array.from({ length: Math.floor(pick(3, 7)) }, (): Shape => ({
    x: pick(0.15, 0.85),
    y: pick(0.15, 0.85),
    radius: pick(0.08, 0.28),
    layer: pick(0, 1) < 0.5 ? 1 : 2,
    ring: pick(0, 1) < 0.3,
    orbit: pick(0.02, 0.12),
    phase: pick(0, 2 * Math.PI),
    turns: (pick(0, 1) < 0.5 ? -1 : 1) * Math.floor(pick(1, 3)),
  }));
  return { colors, angle, shapes };
}

/** 0 → 1 → 0 as x runs over a whole number: a background that moves and comes back to where it started. */
const triangle = (x: number) => 1 - Math.abs(2 * (x - Math.floor(x)) - 1);

/** Shades per layer a point is told in: as many as 8-bit colour channels can tell apart between two colours. */
export const SHADES = 256;

/**
 * The scene at moment t of a clip (0 to 1; 0 for a still), as a function telling what lies at (u, v) (the picture's
 * longer side spans 0 to 1): its layer times {@link SHADES} plus how light it is there, 0 to SHADES - 1. One number per
 * point, and the shapes placed once per frame, so painting a frame allocates nothing.
 */
export function frameAt(scene: PromptScene, t: number): (u: number, v: number) => number {
  // Topmost first, in flat arrays: this runs for every pixel of every frame.
  const shapes = [...scene.shapes].reverse();
  const count = shapes.length;
  const xs = Float64Array.from(shapes, (shape) => shape.x + shape.orbit * Math.cos(shape.phase + 2 * Math.PI * shape.turns * t));
  const ys = Float64Array.from(shapes, (shape) => shape.y + shape.orbit * Math.sin(shape.phase + 2 * Math.PI * shape.turns * t));
  const radii = Float64Array.from(shapes, (shape) => shape.radius);
  const holes = Float64Array.from(shapes, (shape) => (shape.ring ? 0.72 : -1));
  const layers = Uint16Array.from(shapes, (shape) => shape.layer * SHADES);
  const cos = Math.cos(scene.angle);
  const sin = Math.sin(scene.angle);
  return (u, v) => {
    for (let index = 0; index < count; index++) {
      const dx = u - (xs[index] as number);
      const dy = v - (ys[index] as number);
      const distance = Math.sqrt(dx * dx + dy * dy) / (radii[index] as number);
      if (distance < 1 && distance > (holes[index] as number)) {
        return (layers[index] as number) + Math.round((1 - 0.7 * distance) * (SHADES - 1));
      }
    }
    return Math.round(triangle(((u - 0.5) * cos + (v - 0.5) * sin) * 0.7 + 0.5 + t / 2) * (SHADES - 1));
  };
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => [
  Math.round(from[0] + (to[0] - from[0]) * amount),
  Math.round(from[1] + (to[1] - from[1]) * amount),
  Math.round(from[2] + (to[2] - from[2]) * amount),
];

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** The colour of a layer at a shade (0 to 1): the background runs between its two colours, an accent from dark to light. */
export function colorOf(scene: PromptScene, layer: Layer, shade: number): Rgb {
  const [from, to, first, second] = scene.colors;
  if (layer === 0) return mix(from, to, shade);
  const accent = layer === 1 ? first : second;
  return mix(mix(accent, BLACK, 0.45), mix(accent, WHITE, 0.35), shade);
}
