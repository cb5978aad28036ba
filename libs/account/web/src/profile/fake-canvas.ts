import { vi } from 'vitest';

/**
 * jsdom has neither image decoding nor a 2D canvas. This stands in for both: "decoding" a Blob yields a bitmap
 * of the size given, and the canvas records what was drawn and encodes to a fixed JPEG data URL.
 */
export const FAKE_JPEG_DATA_URL = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA==';

export interface FakeCanvas {
  drawn: { width: number; height: number }[];
  encodedAs: { type: string | undefined; quality: unknown }[];
  canvases: HTMLCanvasElement[];
  closedBitmaps: number;
}

export function installFakeCanvas(bitmapSize: { width: number; height: number } | 'unreadable'): FakeCanvas {
  const record: FakeCanvas = { drawn: [], encodedAs: [], canvases: [], closedBitmaps: 0 };
  vi.stubGlobal('createImageBitmap', async () => {
    if (bitmapSize === 'unreadable') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { ...bitmapSize, close: () => void record.closedBitmaps++ };
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    record.canvases.push(this);
    return {
      fillStyle: '',
      fillRect: () => undefined,
      drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) => record.drawn.push({ width, height }),
    } as unknown as RenderingContext;
  } as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation((type?: string, quality?: unknown) => {
    record.encodedAs.push({ type, quality });
    return FAKE_JPEG_DATA_URL;
  });
  return record;
}
