import { Stack, Tabs } from '@mantine/core';
import { IconMovie, IconPhoto } from '@tabler/icons-react';
import { GENERATION_KINDS, type GenerationKind } from '@bagel/generation-contract';
import { Page } from '@bagel/ui';
import { GenerationGallery } from './gallery/generation-gallery';
import { GenerateForm } from './generate/generate-form';

const TABS: Record<GenerationKind, { label: string; icon: typeof IconPhoto }> = {
  image: { label: 'Image', icon: IconPhoto },
  video: { label: 'Video', icon: IconMovie },
};

/** Spec §2's AI Generation Models: images and short videos from a prompt, charged per output, kept in a gallery. */
export function GenerationPage() {
  return (
    <Page
      title="AI Generation Models"
      description="Make images and short videos from a prompt. Each output is charged when you ask for it, and refunded if it fails."
    >
      <Tabs defaultValue="image" keepMounted={false}>
        <Tabs.List aria-label="What to generate">
          {GENERATION_KINDS.map((kind) => {
            const { label, icon: Icon } = TABS[kind];
            return (
              <Tabs.Tab key={kind} value={kind} leftSection={<Icon size={16} aria-hidden />}>
                {label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {GENERATION_KINDS.map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="lg">
            <Stack gap="xl">
              <GenerateForm kind={kind} />
              <GenerationGallery kind={kind} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}
