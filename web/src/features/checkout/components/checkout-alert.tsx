import { Alert, Box, Text } from '@chakra-ui/react';
import { ALERT_ID } from './focus-error';

/** What the alert above the checkout form says: a title, a message and the details of a refusal. */
export interface TopAlert {
  title: string;
  message: string;
  details: string[];
}

/** The checkout's error alert; it takes the focus when no field is to blame (focus-error.ts). */
export function CheckoutAlert({ alert }: { alert: TopAlert }) {
  return (
    <Alert.Root status="error" id={ALERT_ID} tabIndex={-1} role="alert" data-testid="checkout-alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{alert.title}</Alert.Title>
        <Alert.Description>
          <Text>{alert.message}</Text>
          {alert.details.length > 0 && (
            <Box as="ul" ps="5" mt="1" listStyleType="disc">
              {alert.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </Box>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
