import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/page-title';

/** Heading of a back-office screen: its h1 (also the document title), a lead line, actions beside it. */
export function ScreenPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="6">
      <Flex gap="4" align={{ base: 'stretch', md: 'flex-end' }} justify="space-between" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', lg: '2xl' }}>
            {title}
          </Heading>
          {lead && <Text color="fg.muted">{lead}</Text>}
        </Stack>
        {actions && (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Stack>
  );
}
