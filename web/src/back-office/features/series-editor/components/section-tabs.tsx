import { Button, HStack } from '@chakra-ui/react';
import { NavRouterLink } from '../../../../components/router-link';

/**
 * The sections of a record as links (each its own address, so a reload or a shared link opens the
 * same section); the current one is marked with aria-current. Only sections that work are listed.
 */
export function SectionTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: Array<{ to: string; label: string; end?: boolean }>;
}) {
  return (
    <HStack as="nav" aria-label={label} gap="1" borderBottomWidth="1px" wrap="wrap">
      {tabs.map((tab) => (
        <NavRouterLink key={tab.to} to={tab.to} end={tab.end}>
          {({ isActive }) => (
            <Button as="span" variant={isActive ? 'solid' : 'ghost'} size="sm" borderBottomRadius="0">
              {tab.label}
            </Button>
          )}
        </NavRouterLink>
      ))}
    </HStack>
  );
}
