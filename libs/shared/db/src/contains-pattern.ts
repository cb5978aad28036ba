/**
 * An ILIKE pattern matching text that contains `text` literally: its `%`, `_` and `\` are escaped, so a search for
 * "50%" finds "50%" and not everything starting with "50". Use with `ilike … escape '\'`.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
