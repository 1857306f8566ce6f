import { Box, Heading, Stack, Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-recipes/table';
import { useId, type ReactNode } from 'react';

/** A column of a TableSection: its header, and `end` for amounts and counts (aligned right). */
export interface TableSectionColumn {
  header: string;
  end?: boolean;
}

/**
 * A section of a detail screen that is one table under its heading (the section is named by the
 * heading); the table scrolls sideways on a narrow screen instead of the page.
 */
export function TableSection({
  title,
  columns,
  gap = '2',
  children,
}: {
  title: string;
  columns: readonly TableSectionColumn[];
  gap?: '2' | '3';
  /** The rows (`Table.Row`s). */
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack as="section" gap={gap} aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {title}
      </Heading>
      <Box overflowX="auto">
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Header>
            <Table.Row>
              {columns.map(({ header, end }) => (
                <Table.ColumnHeader key={header} textAlign={end ? 'end' : undefined}>
                  {header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>{children}</Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
