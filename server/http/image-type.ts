/** Uploaded pictures only in these types, recognised by their first bytes (never SVG: it can hold script). */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The picture type these bytes start with, among `accepted`; undefined for anything else. */
export const imageTypeOf = <T extends string>(bytes: Buffer, accepted: readonly T[]) =>
  accepted.find((type) => SIGNATURES[type]?.(bytes));
