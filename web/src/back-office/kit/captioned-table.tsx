import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A small table named by its caption, in a framed area that scrolls sideways on a narrow screen
 * (a panel's list: e-mails by kind, a waiting list).
 */
export function CaptionedTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: readonly string[];
  /** The rows (`Table.Row`s). */
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
