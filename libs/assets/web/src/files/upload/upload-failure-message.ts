import * as v from 'valibot';
import { ErrorBody } from '@bagel/contract';

/** Spec §8's upload failure text. */
export const UPLOAD_FAILED = 'Failed to upload file.';

/** What tus-js-client's errors carry when the server answered: its reply, whose body is the API's error envelope. */
interface AnsweredUploadError {
  originalResponse?: { getBody(): string } | null;
}

function serverDetail(error: unknown): string | null {
  const body = (error as AnsweredUploadError | null)?.originalResponse?.getBody();
  if (!body) return null;
  try {
    const parsed = v.safeParse(ErrorBody, JSON.parse(body));
    return parsed.success ? parsed.output.detail : null;
  } catch {
    return null;
  }
}

/** Spec §8's text, followed by the server's reason when it gave one (a name clash, the size limit). */
export function uploadFailureMessage(error: unknown): string {
  const detail = serverDetail(error);
  return detail && detail !== UPLOAD_FAILED ? `${UPLOAD_FAILED} ${detail}` : UPLOAD_FAILED;
}
