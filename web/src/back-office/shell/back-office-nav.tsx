import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/router-link';
import { AREA_ROOT, type BackOfficeArea } from './screens';
import { menuOf, screensOf } from './screen-registry';
import { SHELL_NS } from './shell-namespace';

/**
 * The screen the address belongs to: the one with the longest matching path, so
 * /admin/series/organizers marks "Series organizers", not "Series" as well.
 */
export function currentScreenPath(area: BackOfficeArea, pathname: string): string | undefined {
  const root = AREA_ROOT[area];
  return screensOf(area)
    .map((s) => s.path)
    .filter((path) => pathname === `${root}/${path}` || pathname.startsWith(`${root}/${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** The area's menu: groups of spec §2 with their translated names; the current screen is marked. */
export function BackOfficeNav({ area, onNavigate }: { area: BackOfficeArea; onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const current = currentScreenPath(area, useLocation().pathname);
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
                    <RouterLink
                      to={`${AREA_ROOT[area]}/${screen.path}`}
                      onClick={onNavigate}
                      aria-current={screen.path === current ? 'page' : undefined}
                    >
                      {t(screen.label)}
                    </RouterLink>
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
