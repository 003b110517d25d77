import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../http/app-error';

/** Largest document: a phone photo or a scanned PDF fits; a video does not. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** What a document may be, recognised by its bytes, never by its name or declared type. */
const ACCEPTED_TYPES: Readonly<Record<string, 'jpeg' | 'png' | 'pdf'>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

export interface DocumentContent {
  readonly bytes: Buffer;
  readonly mimeType: string;
}

/**
 * The file as stored: a JPEG or PNG re-encoded without its metadata (EXIF with GPS position and
 * camera, XMP, comments; the orientation applied first so the picture still stands upright), a
 * PDF as given. Anything else is refused with 415.
 */
export async function storedDocumentContent(upload: Buffer): Promise<DocumentContent> {
  const detected = await fileTypeFromBuffer(upload);
  const kind = detected ? ACCEPTED_TYPES[detected.mime] : undefined;
  if (!detected || !kind) throw new AppError(415, 'unsupported_file_type', 'Only JPEG, PNG and PDF files are accepted');
  if (kind === 'pdf') return { bytes: upload, mimeType: detected.mime };
  try {
    const image = sharp(upload, { failOn: 'error' }).rotate();
    const bytes = kind === 'jpeg' ? await image.jpeg({ quality: 92 }).toBuffer() : await image.png().toBuffer();
    return { bytes, mimeType: detected.mime };
  } catch {
    // The header said JPEG or PNG, the rest is not a readable picture.
    throw new AppError(415, 'unsupported_file_type', 'This picture cannot be read: upload a JPEG, PNG or PDF file');
  }
}
