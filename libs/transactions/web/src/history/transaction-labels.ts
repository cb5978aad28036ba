/** How a transaction type or status reads on screen, in the filters and the detail view: 'transfer' → 'Transfer'. */
export const labelOf = (value: string) => (value[0]?.toUpperCase() ?? '') + value.slice(1);
