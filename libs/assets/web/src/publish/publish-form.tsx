import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import type { AssetRecord } from '@bagel/assets-contract';
import { BagelAmount } from '@bagel/contract';
import { useCurrency } from '@bagel/currency';
import { FailureAlert, showSubmitFailure, showSuccessToast } from '@bagel/ui';
import { BAGEL_SYMBOL, formatBagels, formatMoney } from '@bagel/util';
import { ASSET_KINDS, kindOf } from '../asset-kind';
import { ListingState } from '../listing-state';
import { feeNotice } from './fee-notice';
import { useSetListing } from './use-set-listing';

const PriceForm = v.object({ price: BagelAmount });

/** The owner's market listing: its state now, a price in BGL to publish at (or change to), and taking it off. */
export function PublishForm({ asset }: { asset: AssetRecord }) {
  const { currency } = useCurrency();
  const listing = useSetListing(asset.dataset_id);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const form = useForm<{ price: number | string }>({
    initialValues: { price: asset.is_published ? asset.price : '' },
    validate: schemaResolver(PriceForm, { sync: true }),
  });
  const { noun, marketPath } = ASSET_KINDS[kindOf(asset.dataset_type)];
  const typedPrice = typeof form.values.price === 'number' ? form.values.price : null;

  const change = async (body: { is_published: true; price: number } | { is_published: false }) => {
    setFailure(null);
    try {
      const saved = await listing.mutateAsync(body);
      showSuccessToast(saved.is_published ? `Published at ${formatBagels(saved.price)}` : 'Taken off the market');
    } catch (error) {
      setFailure(showSubmitFailure(form, error));
    }
  };
  const publish = form.onSubmit(({ price }) => void change({ is_published: true, price: Number(price) }));

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Market
      </Title>
      <Group gap="xs">
        <ListingState asset={asset} />
        {asset.is_published && (
          <Anchor component={Link} to={marketPath(asset.dataset_id)} size="sm">
            {`See this ${noun} on the market`}
          </Anchor>
        )}
      </Group>
      <form onSubmit={publish} noValidate aria-label="Market listing">
        <Stack gap="sm" maw={360}>
          <NumberInput
            label="Price (BGL)"
            leftSection={<span aria-hidden>{BAGEL_SYMBOL}</span>}
            min={0.01}
            decimalScale={2}
            thousandSeparator=","
            hideControls
            description={currency === 'USD' && typedPrice !== null ? `About ${formatMoney(typedPrice, 'USD')}` : undefined}
            {...form.getInputProps('price')}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {feeNotice(typedPrice)}
          </Text>
          {failure && <FailureAlert>{failure}</FailureAlert>}
          <Group gap="sm">
            <Button type="submit" loading={listing.isPending && listing.variables.is_published}>
              {asset.is_published ? 'Update price' : 'Publish'}
            </Button>
            {asset.is_published && (
              <Button
                variant="default"
                onClick={() => void change({ is_published: false })}
                loading={listing.isPending && !listing.variables.is_published}
              >
                Unpublish
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
