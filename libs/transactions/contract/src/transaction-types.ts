/** The history's vocabulary (spec §3, §9). */
export const TRANSACTION_TYPES = ['credit', 'deposit', 'refund', 'debit', 'withdrawal', 'payment', 'transfer'] as const;
/** Types shown with a plus in green; every other type is a minus in red (spec §9). */
export const CREDIT_TRANSACTION_TYPES: readonly (typeof TRANSACTION_TYPES)[number][] = ['credit', 'deposit', 'refund'];
export const TRANSACTIONS_PAGE_SIZE = 25;
