import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { AREA_ROOT, type BackOfficeArea } from './screens';
import { menuOf } from './screen-registry';
import { SHELL_NS } from './shell-namespace';

/** The area's menu: groups of spec §2 with their translated names; the current screen is marked. */
export function BackOfficeNav({ area, onNavigate }: { area: BackOfficeArea; onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Box as="nav" aria-label={t(`area.${area}.menu`)}>
      <Stack gap="5">
        {menuOf(area).map(({ group, screens }) => (
          <Stack key={group} gap="1" as="section" aria-labelledby={`menu-group-${group}`}>
            {group !== 'eventManager' && (
              <Text
                id={`menu-group-${group}`}
                fontSize="xs"
                fontWeight="semibold"
                textTransform="uppercase"
                letterSpacing="wider"
                color="fg.muted"
                px="3"
              >
                {t(`group.${group}`)}
              </Text>
            )}
            <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
              {screens.map((screen) => (
                <Box as="li" key={screen.path}>
                  <Link
                    asChild
                    display="block"
                    px="3"
                    py="2"
                    borderRadius="md"
                    color="fg"
                    textDecoration="none"
                    _hover={{ bg: 'bg.muted' }}
                    _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
                  >
                    <NavLink to={`${AREA_ROOT[area]}/${screen.path}`} onClick={onNavigate}>
                      {t(screen.label)}
                    </NavLink>
                  </Link>
                </Box>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
