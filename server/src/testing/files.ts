/** Small real files for upload tests: the server decides types from these bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);

/** An icon directory with one 1×1 32-bit entry. */
export const ICO = Buffer.concat([
  Buffer.from([0, 0, 1, 0, 1, 0]),
  Buffer.from([1, 1, 0, 0, 1, 0, 32, 0]),
  Buffer.from([48, 0, 0, 0, 22, 0, 0, 0]),
  Buffer.alloc(48),
]);

export const SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert(1)</script><rect width="10" height="10" fill="red"/></svg>',
);

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Text pretending to be an image. */
export const FAKE_PNG = Buffer.from('<html><script>alert(1)</script></html>');

/** Just over the 5 MB limit, with a real PNG header. */
export function oversizedPng(): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
}
