import { NumberInput } from '@mantine/core';
import { MAX_SPEND_CAP } from '@bagel/deployments-contract';
import { useCurrency } from '@bagel/currency';
import { formatUsd, bagelsToUsd } from '@bagel/util';

export interface SpendCapInputProps {
  value: string | number;
  onChange: (value: string | number) => void;
  error?: string | null;
  description: string;
  onBlur?: () => void;
}

/**
 * A spend cap in Bagels (the contract counts in Bagels whatever the header shows); in USD mode its dollar worth is
 * shown beside it, so nobody caps at 25 times what they meant.
 */
export function SpendCapInput({ value, onChange, error, description, onBlur }: SpendCapInputProps) {
  const { currency } = useCurrency();
  const bagels = typeof value === 'number' ? value : Number(value);
  const worth = currency === 'USD' && value !== '' && Number.isFinite(bagels) ? ` That is ${formatUsd(bagelsToUsd(bagels))}.` : '';
  return (
    <NumberInput
      label="Spend cap (BGL)"
      description={`${description}${worth}`}
      placeholder="No cap"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error ?? undefined}
      min={0}
      max={MAX_SPEND_CAP}
      decimalScale={2}
      allowNegative={false}
      thousandSeparator=","
    />
  );
}
