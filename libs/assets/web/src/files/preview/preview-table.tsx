import { ScrollArea, Table, Text } from '@mantine/core';
import type { FilePreview } from '@bagel/assets-contract';
import { countOf } from '@bagel/util';
import { previewCell } from './previewable';

/** The first rows of a file under the columns the server detected, scrolling sideways when they do not fit. */
export function PreviewTable({ preview }: { preview: FilePreview }) {
  return (
    <>
      <ScrollArea type="auto" offsetScrollbars>
        <Table striped withTableBorder withColumnBorders fz="sm" aria-label={`First rows of ${preview.path}`}>
          <Table.Thead>
            <Table.Tr>
              {preview.columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row, index) => (
              <Table.Tr key={index}>
                {preview.columns.map((column) => (
                  <Table.Td key={column} style={{ whiteSpace: 'pre-wrap' }}>
                    {previewCell(row[column])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="sm" c="dimmed" mt="xs">
        {preview.truncated
          ? `The first ${countOf(preview.rows.length, 'row')}; the file has more.`
          : `The whole file: ${countOf(preview.rows.length, 'row')}.`}
      </Text>
    </>
  );
}
