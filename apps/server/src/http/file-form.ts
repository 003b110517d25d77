import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface FileForm {
  /** The text fields, by name (a repeated name keeps its last value). */
  readonly fields: Readonly<Record<string, string>>;
  readonly file: { readonly fileName: string; readonly bytes: Buffer } | undefined;
}

/**
 * A multipart form of one file (in the field `file`) and a few text fields, read as a stream that
 * stops past the size cap the route's multipart limits set (413). `unreadable` is the caller's
 * 400, which names the fields its form needs.
 */
export async function readFileForm(
  request: FastifyRequest,
  options: { readonly maxBytes: number; readonly unreadable: () => AppError },
): Promise<FileForm> {
  const fields: Record<string, string> = {};
  let file: FileForm['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file)
          throw new AppError(422, 'validation_failed', 'Some fields are not valid', {
            file: ['Send one file, in the field named file'],
          });
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'file_too_large', `A document is at most ${options.maxBytes / 1024 / 1024} MB`);
    throw options.unreadable();
  }
  return { fields, file };
}
