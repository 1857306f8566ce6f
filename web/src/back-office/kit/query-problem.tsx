import { Alert, Flex, Spinner } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/notify';

/**
 * What a detail screen shows until its query has data: a labelled spinner while loading, the
 * error's translated message when it failed. Callers render it for `!query.isSuccess`.
 */
export function QueryProblem({ query, loadingLabel }: { query: UseQueryResult; loadingLabel: string }) {
  if (query.isError)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(query.error)}</Alert.Title>
      </Alert.Root>
    );
  return (
    <Flex justify="center" py="10">
      <Spinner role="status" aria-label={loadingLabel} />
    </Flex>
  );
}
