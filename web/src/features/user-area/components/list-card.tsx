import { Box, Button, Flex, Spinner, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultAlert, useFailureText } from '../../../components/result-alert';
import { USER_AREA_NS } from '../user-area-namespace';

/**
 * One row of a user-area list as a card (`<li>` labelled by its h2): the heading with summary
 * lines, an optional aside on the right (price, status), then the rest of the card.
 */
export function ListCard({
  title,
  summary,
  aside,
  children,
}: {
  title: ReactNode;
  summary?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" aria-labelledby={headingId}>
      <Flex gap="3" justify="space-between" wrap="wrap" align="flex-start">
        <Box minW="0">
          <Text as="h2" id={headingId} fontWeight="semibold" fontSize="md">
            {title}
          </Text>
          {summary}
        </Box>
        {aside}
      </Flex>
      {children}
    </Box>
  );
}

/** A "show / hide detail" button with the detail below it, rendered (and loaded) only while open. */
export function ExpandableDetail({ children }: { children: () => ReactNode }) {
  const { t } = useTranslation(USER_AREA_NS);
  const [open, setOpen] = useState(false);
  const detailId = useId();
  return (
    <>
      <Button
        mt="3"
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('orders.hideDetail') : t('orders.showDetail')}
      </Button>
      <Box id={detailId} hidden={!open} mt="3">
        {open && children()}
      </Box>
    </>
  );
}

/** Loading and error states of a card's detail, then the loaded detail. */
export function DetailStates<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(USER_AREA_NS);
  const failureText = useFailureText();
  if (query.isPending)
    return (
      <Flex gap="2" align="center" role="status">
        <Spinner size="sm" />
        <Text>{t('list.loading')}</Text>
      </Flex>
    );
  if (query.isError)
    return (
      <ResultAlert status="error" title={t('list.failed')}>
        {failureText(query.error)}
      </ResultAlert>
    );
  return <>{children(query.data)}</>;
}
