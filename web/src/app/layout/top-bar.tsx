import { Box, Container, Flex, HStack, IconButton, Link, Text, Theme } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/router-link';
import { CloseIcon, LogoMark, MenuIcon } from '../../components/icons';
import { LanguageSwitch } from '../../components/language-switch';
import { ThemeSwitch } from '../../components/theme-switch';
import { useSeriesStyling } from '../../lib/series-styling';
import { UserMenu } from '../../features/auth/components/user-menu';
import { CartMenu } from '../../features/cart/components/cart-menu';

const SETTINGS_PANEL_ID = 'top-bar-settings';

/**
 * Top bar (spec §2, 54 px): logo, cart and user dropdowns, language and theme switches. Below the
 * 992 px breakpoint the buttons lose their text and language/theme move into a toggled panel.
 * On a series' pages it takes the series' navbar colours (lib/series-styling), with the light or
 * dark appearance that suits them.
 */
export function TopBar() {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const navbar = useSeriesStyling().navbar;

  return (
    <Theme
      as="header"
      appearance={navbar?.appearance}
      hasBackground={false}
      colorPalette="brand"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg={navbar?.bg ?? 'bg.panel'}
      color={navbar?.fg ?? 'fg'}
      // A bottom rule that does not add to the 54 px bar height.
      boxShadow="inset 0 -1px 0 var(--chakra-colors-border), 0 1px 2px rgba(0, 0, 0, 0.08)"
      // Series colours: the bar's own text colour for its links and buttons.
      css={navbar ? { '& a, & button:not([data-variant=solid])': { color: 'inherit' } } : undefined}
      data-series-styled={navbar ? 'navbar' : undefined}
    >
      <Container maxW="6xl" px={{ base: '3', md: '6', lg: '8' }}>
        <Flex h="navbar" align="center" gap={{ base: '1', lg: '3' }}>
          <Link
            asChild
            fontWeight="bold"
            fontSize={{ base: 'md', lg: 'lg' }}
            color="fg"
            textDecoration="none"
            minW="0"
            me="auto"
          >
            <RouterLink to="/" aria-label={t('a11y.homeLink')}>
              <LogoMark boxSize="8" flexShrink={0} />
              <Text as="span" truncate>
                {t('app.name')}
              </Text>
            </RouterLink>
          </Link>
          <HStack gap="1" hideBelow="lg">
            <LanguageSwitch />
            <ThemeSwitch />
          </HStack>
          <CartMenu />
          <UserMenu />
          <IconButton
            hideFrom="lg"
            size="sm"
            variant="ghost"
            aria-label={t(settingsOpen ? 'topBar.closeSettings' : 'topBar.openSettings')}
            aria-expanded={settingsOpen}
            aria-controls={SETTINGS_PANEL_ID}
            onClick={() => setSettingsOpen((open) => !open)}
          >
            {settingsOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Flex>
      </Container>
      <Box
        id={SETTINGS_PANEL_ID}
        hidden={!settingsOpen}
        hideFrom="lg"
        borderTopWidth="1px"
        bg={navbar?.bg ?? 'bg.panel'}
      >
        <Container maxW="6xl" px={{ base: '3', md: '6', lg: '8' }} py="3">
          <Flex wrap="wrap" gap="3" align="center" justify="space-between">
            <LanguageSwitch />
            <ThemeSwitch withLabel />
          </Flex>
        </Container>
      </Box>
    </Theme>
  );
}
