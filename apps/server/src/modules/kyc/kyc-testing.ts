import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer } from '../../testing/players';

/** Helpers of the identity-verification tests: multipart bodies and files made here. */

const BOUNDARY = 'casino-test-boundary-7d1f';

/** A multipart/form-data body with a `type` field and one file, as a browser's FormData sends it. */
export function documentForm(
  type: string | number | undefined,
  file: { name: string; contentType: string; bytes: Buffer } | undefined,
): { payload: Buffer; headers: Record<string, string> } {
  const parts: Buffer[] = [];
  if (type !== undefined)
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export function uploadDocument(
  app: FastifyInstance,
  token: string,
  type: string | number | undefined,
  file: { name: string; contentType: string; bytes: Buffer } | undefined,
) {
  const form = documentForm(type, file);
  return app.inject({
    method: 'POST',
    url: '/api/player/documents',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

/** A small JPEG photo carrying EXIF that must not survive the upload (a GPS-like note, the camera). */
export async function jpegWithExif(marker: string): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: marker, Make: 'TestCam', ImageDescription: marker } })
    .toBuffer();
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** The smallest PDF a reader opens. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A Windows program's first bytes: what a renamed .exe starts with. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(256, 7)]);
