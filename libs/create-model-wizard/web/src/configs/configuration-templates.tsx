import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import type { SavedConfig } from './saved-configs';

export interface ConfigurationTemplatesProps {
  configs: readonly SavedConfig[];
  /** Resolves true when the config was applied (the dialog closes), false when it failed (its toast says so). */
  onApply: (config: SavedConfig) => Promise<boolean>;
}

const savedOn = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** Spec §2: the 'Configuration Templates' button and dialog (Apply/Cancel), offered only when saved configs exist. */
export function ConfigurationTemplates({ configs, onApply }: ConfigurationTemplatesProps) {
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  if (configs.length === 0) return null;

  const close = () => {
    setOpened(false);
    setChosen(null);
  };
  const apply = async () => {
    const config = configs.find((saved) => saved.config_id === chosen);
    if (!config) return;
    setApplying(true);
    const applied = await onApply(config);
    setApplying(false);
    if (applied) close();
  };

  return (
    <>
      <Button variant="light" size="xs" leftSection={<IconTemplate size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Configuration Templates
      </Button>
      <Modal opened={opened} onClose={close} title="Configuration Templates" centered>
        <Stack gap="md">
          <Radio.Group label="Saved configurations" value={chosen} onChange={setChosen}>
            <Stack gap="xs" mt="xs">
              {configs.map((config) => (
                <Radio
                  key={config.config_id}
                  value={config.config_id}
                  label={config.config_name}
                  description={`Saved ${savedOn(config.updated_at)}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="xs" c="dimmed">
            Applying fills every field of the wizard with the template's values.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={applying}>
              Cancel
            </Button>
            <Button onClick={() => void apply()} disabled={chosen === null || applying}>
              {applying ? 'Applying…' : 'Apply'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
