import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import { ApiError, isInsufficientBalance } from '@bagel/api-client';
import { GENERATION_LIMITS, GenerationRequest, IMAGE_SIZES, VIDEO_SECONDS, type GenerationKind } from '@bagel/generation-contract';
import { useUserId } from '@bagel/api-react';
import { useCurrency } from '@bagel/currency';
import { BuyBagelsOffer, FailureAlert, showSubmitFailure } from '@bagel/ui';
import { KIND_NOUNS, priceText } from '../generation-labels';
import { useCreateGeneration, type GenerationBody } from './use-create-generation';
import { groupThousands } from '@bagel/contract';

interface GenerateValues {
  prompt: string;
  size: string;
  seconds: string;
}

const SIZE_OPTIONS = IMAGE_SIZES.map((size) => ({ value: size, label: size.replace('x', ' × ') }));
const SECONDS_OPTIONS = VIDEO_SECONDS.map((seconds) => ({ value: String(seconds), label: `${seconds} seconds` }));
const LIMIT_TEXT = groupThousands(GENERATION_LIMITS.promptChars);

function bodyOf(kind: GenerationKind, userId: string, values: GenerateValues): GenerationBody {
  return kind === 'image'
    ? { kind, user_id: userId, prompt: values.prompt, size: values.size as (typeof IMAGE_SIZES)[number] }
    : { kind, user_id: userId, prompt: values.prompt, seconds: Number(values.seconds) as (typeof VIDEO_SECONDS)[number] };
}

/** The form of one tab: a prompt, a size or a length, the price per output, and Generate. */
export function GenerateForm({ kind }: { kind: GenerationKind }) {
  const userId = useUserId();
  const { currency } = useCurrency();
  const creation = useCreateGeneration();
  const noun = KIND_NOUNS[kind].one;
  const form = useForm<GenerateValues>({
    initialValues: { prompt: '', size: '1024x1024', seconds: '4' },
    // The contract's rules and texts, naming the field at fault.
    validate: (values) => {
      const result = v.safeParse(GenerationRequest, bodyOf(kind, userId, values));
      if (result.success) return {};
      const [issue] = result.issues;
      return { [String(issue.path?.at(-1)?.key ?? 'prompt')]: issue.message };
    },
  });

  const length = form.values.prompt.length;
  const tooLong = length > GENERATION_LIMITS.promptChars;
  const empty = form.values.prompt.trim() === '';

  const submit = form.onSubmit(async (values) => {
    try {
      // Validation has passed by now, so parsing only trims the prompt.
      await creation.mutateAsync(v.parse(GenerationRequest, bodyOf(kind, userId, values)));
    } catch (error) {
      // A field the server names goes under it; the rest is the alert below.
      showSubmitFailure(form, error, () => '');
    }
  });
  const failure = creation.error;
  const onField = failure instanceof ApiError && failure.field !== undefined && failure.field in form.values;

  return (
    <form onSubmit={submit} noValidate aria-label={kind === 'image' ? 'Generate an image' : 'Generate a video'}>
      <Stack gap="md">
        <Textarea
          label="Prompt"
          placeholder={kind === 'image' ? 'A sesame bagel on a blue plate, morning light' : 'A bagel rolling down a hill at sunset'}
          withAsterisk
          rows={4}
          resize="vertical"
          description={
            <Text component="span" size="xs" c={tooLong ? 'red.9' : 'dimmed'}>
              {groupThousands(length)} / {LIMIT_TEXT} characters
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('prompt')}
        />
        <Group align="flex-end" gap="md" wrap="wrap">
          {kind === 'image' ? (
            <Select label="Size" data={SIZE_OPTIONS} allowDeselect={false} w={180} {...form.getInputProps('size')} />
          ) : (
            <Select label="Length" data={SECONDS_OPTIONS} allowDeselect={false} w={180} {...form.getInputProps('seconds')} />
          )}
          <Text size="sm" pb={8}>
            Price per {noun}: <strong>{priceText(kind, currency)}</strong>
          </Text>
        </Group>
        {failure && !onField && <GenerateFailure error={failure} kind={kind} />}
        <Group>
          <Button type="submit" loading={creation.isPending} disabled={empty || tooLong}>
            Generate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function GenerateFailure({ error, kind }: { error: Error; kind: GenerationKind }) {
  const { currency } = useCurrency();
  const noun = KIND_NOUNS[kind].one;
  if (isInsufficientBalance(error)) {
    return (
      <Stack gap="xs" align="flex-start">
        <FailureAlert title="Not enough Bagels">{`This ${noun} costs ${priceText(kind, currency)}, more than your balance.`}</FailureAlert>
        <BuyBagelsOffer />
      </Stack>
    );
  }
  return <FailureAlert title={`The ${noun} was not started`}>{error.message || 'Something went wrong. Please try again.'}</FailureAlert>;
}
