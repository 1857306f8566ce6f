import { Alert } from '@chakra-ui/react';
import { errorMessage } from '../../lib/notify';

/** The alert an editor page shows when its record could not be loaded. */
export function LoadFailed({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
