import { PROFILE_IMAGE_MAX_PX } from '@bagel/account-contract';

export interface Size {
  width: number;
  height: number;
}

/** The size that fits `source` within a `maxPx` square, keeping its shape; small images are never enlarged. */
export function fitWithin(source: Size, maxPx: number): Size {
  if (!(source.width > 0 && source.height > 0)) throw new Error('The image has no size');
  const scale = Math.min(1, maxPx / Math.max(source.width, source.height));
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

/** Quality 0.85 keeps a 256 px face sharp at roughly 20–40 kB, far under the server's cap. */
const JPEG_QUALITY = 0.85;

export const UNREADABLE_IMAGE_MESSAGE = 'This file could not be read as an image. Please choose a JPEG, PNG, GIF or WebP picture.';

/**
 * Shrinks a picked picture in the browser to at most {@link PROFILE_IMAGE_MAX_PX} on its longer side and
 * returns it as a base64 JPEG data URL, the only avatar format the server stores.
 */
export async function resizeAvatar(file: Blob, maxPx: number = PROFILE_IMAGE_MAX_PX): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (error) {
    throw new Error(UNREADABLE_IMAGE_MESSAGE, { cause: error });
  }
  try {
    const size = fitWithin(bitmap, maxPx);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot resize images.');
    // JPEG has no transparency: without a backdrop, transparent PNG pixels turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}
