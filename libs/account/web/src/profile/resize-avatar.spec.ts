import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_IMAGE_MAX_PX } from '@bagel/account-contract';
import { FAKE_JPEG_DATA_URL, installFakeCanvas } from './fake-canvas';
import { fitWithin, resizeAvatar, UNREADABLE_IMAGE_MESSAGE } from './resize-avatar';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fitWithin', () => {
  it('shrinks the longer side to the limit and keeps the shape', () => {
    expect(fitWithin({ width: 1024, height: 512 }, 256)).toEqual({ width: 256, height: 128 });
    expect(fitWithin({ width: 600, height: 1800 }, 256)).toEqual({ width: 85, height: 256 });
    expect(fitWithin({ width: 4000, height: 4000 }, 256)).toEqual({ width: 256, height: 256 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin({ width: 120, height: 80 }, 256)).toEqual({ width: 120, height: 80 });
    expect(fitWithin({ width: 256, height: 10 }, 256)).toEqual({ width: 256, height: 10 });
  });

  it('keeps at least one pixel on a very thin image', () => {
    expect(fitWithin({ width: 10000, height: 3 }, 256)).toEqual({ width: 256, height: 1 });
  });

  it('refuses an image with no size', () => {
    expect(() => fitWithin({ width: 0, height: 100 }, 256)).toThrow('The image has no size');
  });
});

describe('resizeAvatar', () => {
  it('draws the picture at most 256 px on its longer side and encodes a JPEG data URL', async () => {
    const canvas = installFakeCanvas({ width: 2000, height: 1000 });

    const dataUrl = await resizeAvatar(new Blob(['png bytes'], { type: 'image/png' }));

    expect(dataUrl).toBe(FAKE_JPEG_DATA_URL);
    expect(canvas.canvases[0]).toMatchObject({ width: PROFILE_IMAGE_MAX_PX, height: 128 });
    expect(canvas.drawn).toEqual([{ width: PROFILE_IMAGE_MAX_PX, height: 128 }]);
    expect(canvas.encodedAs).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect(canvas.closedBitmaps).toBe(1);
  });

  it('explains a file that is not a readable image', async () => {
    installFakeCanvas('unreadable');
    await expect(resizeAvatar(new Blob(['not an image'], { type: 'text/plain' }))).rejects.toThrow(UNREADABLE_IMAGE_MESSAGE);
  });
});
