/**
 * What an uploaded photo is: its type from its first bytes (never the client's claim), its size in pixels,
 * and a JPEG thumbnail. Decoding is jimp's (pure JavaScript, nothing to build on the server); a picture
 * whose header announces more pixels than `MAX_MEGAPIXELS` is refused before it is decoded, so a small
 * file cannot make the server allocate gigabytes.
 */
import { Jimp } from 'jimp';
import {
  MAX_PHOTO_MEGAPIXELS as MAX_MEGAPIXELS,
  PHOTO_TYPES,
  type PhotoType,
} from '../../shared/photo-limits';
import { imageTypeOf } from '../http/image-type';

export const THUMBNAIL_SIZE = 320;

export interface Picture {
  type: PhotoType;
  width: number;
  height: number;
  thumbnail: Buffer;
}

export type PictureProblem = 'notImage' | 'tooManyPixels' | 'unreadable';

/** A PNG says its size in its first chunk (IHDR), at bytes 16–23. */
const pngPixels = (bytes: Buffer) =>
  bytes.length >= 24 ? bytes.readUInt32BE(16) * bytes.readUInt32BE(20) : 0;

export async function readPicture(bytes: Buffer): Promise<Picture | PictureProblem> {
  const type = imageTypeOf(bytes, PHOTO_TYPES);
  if (!type) return 'notImage';
  if (type === 'image/png' && pngPixels(bytes) > MAX_MEGAPIXELS * 1e6) return 'tooManyPixels';
  try {
    const image = await Jimp.fromBuffer(bytes, {
      'image/jpeg': { maxResolutionInMP: MAX_MEGAPIXELS, maxMemoryUsageInMB: 4 * MAX_MEGAPIXELS + 64 },
    });
    const { width, height } = image;
    if (width > THUMBNAIL_SIZE || height > THUMBNAIL_SIZE)
      image.scaleToFit({ w: THUMBNAIL_SIZE, h: THUMBNAIL_SIZE });
    const thumbnail = await image.getBuffer('image/jpeg', { quality: 75 });
    return { type, width, height, thumbnail };
  } catch (error) {
    return error instanceof Error && /resolution|memory/i.test(error.message)
      ? 'tooManyPixels'
      : 'unreadable';
  }
}
