import { Accordion } from '@mantine/core';
import { Page } from '@bagel/ui';
import { FAQ_ENTRIES } from './faq-entries';

export function FaqPage() {
  return (
    <Page title="Frequently asked questions" description="Answers about Bagels, API keys, datasets, models, deployments and the waitlist.">
      <Accordion variant="separated" order={2}>
        {FAQ_ENTRIES.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id}>
            <Accordion.Control>{entry.question}</Accordion.Control>
            <Accordion.Panel>{entry.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Page>
  );
}
