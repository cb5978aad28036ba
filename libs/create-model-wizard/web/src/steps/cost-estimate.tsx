import { Alert, List, Stack, Table, Text } from '@mantine/core';
import type { FineTuneValidation } from '@bagel/fine-tuning-contract';
import { plainTwoDecimals } from '@bagel/util';
import { groupThousands } from '@bagel/contract';

/** The validation's estimate (spec §9: to 2 decimals, in USD, hours and Bagels), the GPU it recommends and its warnings (spec §2 step 5). */
export function CostEstimate({ validation }: { validation: FineTuneValidation }) {
  const estimate = validation.cost_estimate;
  const recommended = validation.recommendations.recommended_gpus[0];
  return (
    <Stack gap="sm">
      {estimate ? (
        <Table variant="vertical" layout="fixed" withTableBorder aria-label="Cost estimate">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Estimated cost</Table.Th>
              <Table.Td>${plainTwoDecimals(estimate.usd_cost)} USD</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Estimated duration</Table.Th>
              <Table.Td>{plainTwoDecimals(estimate.duration_hours)} hours</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Cost in Bagels</Table.Th>
              <Table.Td>{plainTwoDecimals(estimate.token_cost)} BGL</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Training tokens</Table.Th>
              <Table.Td>{groupThousands(estimate.training_tokens)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          No cost estimate is available for this file and model.
        </Text>
      )}
      {recommended && (
        <Alert color="blue" variant="light" title="Recommended GPU">
          {recommended.description}
        </Alert>
      )}
      {validation.warnings.length > 0 && (
        <Alert color="yellow" variant="light" title="Warnings">
          <List size="sm">
            {validation.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
