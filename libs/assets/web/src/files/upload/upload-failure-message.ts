import { readErrorMessage } from '@bagel/api-client';

/** Spec §8's upload failure text. */
export const UPLOAD_FAILED = 'Failed to upload file.';

/** What tus-js-client's errors carry when the server answered: its reply, whose body is an error reply's JSON. */
interface AnsweredUploadError {
  originalResponse?: { getBody(): string } | null;
}

function serverMessage(error: unknown): string | null {
  const body = (error as AnsweredUploadError | null)?.originalResponse?.getBody();
  if (!body) return null;
  try {
    return readErrorMessage(JSON.parse(body));
  } catch {
    return null;
  }
}

/** Spec §8's text, followed by the server's reason when it gave one (a name clash, the size limit). */
export function uploadFailureMessage(error: unknown): string {
  const detail = serverMessage(error);
  return detail && detail !== UPLOAD_FAILED ? `${UPLOAD_FAILED} ${detail}` : UPLOAD_FAILED;
}
