import { INSUFFICIENT_BALANCE_CODE } from '@bagel/contract';
import type { ErrorReply } from './fake-fetch';

/** How the servers refuse a call the balance cannot pay: 422 with the words in `detail` and the code that says why. */
export const insufficientBalance =
  (detail = 'Insufficient balance') =>
  (): ErrorReply => ({ status: 422, body: { error: 'Unprocessable Entity', detail, code: INSUFFICIENT_BALANCE_CODE } });
