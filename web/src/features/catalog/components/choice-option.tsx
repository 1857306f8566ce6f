import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One radio option of the event page's category or wave choice: the label names the option and its
 * price, the details (rules, capacity, availability) are its description. Unavailable options stay
 * selectable so the add-to-cart button can say why they cannot be added.
 */
export function ChoiceOption({
  id,
  name,
  value,
  checked,
  onSelect,
  label,
  aside,
  details,
  unavailable,
}: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  label: string;
  aside?: ReactNode;
  details: ReactNode;
  unavailable: boolean;
}) {
  const detailsId = `${id}-details`;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="md"
      borderColor={checked ? 'brand.border' : 'border'}
      boxShadow={checked ? '0 0 0 1px var(--chakra-colors-brand-border)' : undefined}
      px="3"
      py="2.5"
      data-unavailable={unavailable || undefined}
    >
      <Flex asChild gap="3" align="center" cursor="pointer">
        <label htmlFor={id}>
          <input
            type="radio"
            id={id}
            name={name}
            value={value}
            checked={checked}
            onChange={() => onSelect(value)}
            aria-describedby={detailsId}
            style={{
              width: '1.1rem',
              height: '1.1rem',
              accentColor: 'var(--chakra-colors-brand-solid)',
              flexShrink: 0,
            }}
          />
          <Text as="span" flex="1" fontWeight="semibold" minW="0">
            {label}
          </Text>{' '}
          {aside && (
            <Text as="span" fontWeight="semibold" whiteSpace="nowrap">
              {aside}
            </Text>
          )}
        </label>
      </Flex>
      <Box id={detailsId} ps="7" mt="1" fontSize="sm" color="fg.muted">
        {details}
      </Box>
    </Box>
  );
}
