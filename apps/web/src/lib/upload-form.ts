import { type BodyParser, refusedAnswer, requestHeaders, usableToken } from '@/lib/http';

// Kept apart from lib/http: only the document upload needs it, so the first load of the site
// does not carry it.

/** Uploads are slower than JSON calls: a 10 MB document on a slow phone line. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Sends a multipart form with upload progress (fetch reports none): XMLHttpRequest, with the same
 * token, headers and error format as `request`. `onProgress` gets the share sent, 0 to 1.
 */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  options: { parse: BodyParser<T>; onProgress: (fraction: number) => void; headers?: Readonly<Record<string, string>> },
): Promise<T> {
  const token = await usableToken();
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries({ ...options.headers, ...requestHeaders(token, false) }))
      xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, text: xhr.responseText }));
    xhr.addEventListener('error', () => reject(new Error('The upload could not reach the server')));
    xhr.addEventListener('timeout', () => reject(new Error('The upload took too long')));
    xhr.send(form);
  });
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  if (status < 200 || status >= 300) throw refusedAnswer(status, body, token !== undefined);
  return options.parse(body);
}
