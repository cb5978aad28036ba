import { Center, Loader } from '@mantine/core';

/** A centred spinner announced to screen readers by its label. */
export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader aria-hidden />
    </Center>
  );
}
