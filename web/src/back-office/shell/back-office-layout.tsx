import { Box, Button, CloseButton, Drawer, Flex, Heading, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmProvider } from '../kit';
import { drawerSlotRecipe } from '../kit/recipes';
import { BackOfficeNav } from './back-office-nav';
import type { BackOfficeArea } from './screens';
import { SHELL_NS } from './shell-namespace';

/**
 * Frame of a back-office area: the menu beside the screen from 992 px (spec §9's breakpoint), in a
 * drawer behind a "Menu" button below it, so lists get the full width of a phone.
 */
export function BackOfficeLayout({ area, children }: { area: BackOfficeArea; children: ReactNode }) {
  const { t } = useTranslation(SHELL_NS);
  const [open, setOpen] = useState(false);
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} minH="full" align="stretch">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w="240px"
        flexShrink={0}
        borderEndWidth="1px"
        borderColor="border"
        bg="bg.subtle"
        px="3"
        py="6"
      >
        <Heading as="p" size="sm" px="3" mb="5" color="fg.muted">
          {t(`area.${area}.title`)}
        </Heading>
        <BackOfficeNav area={area} />
      </Box>
      <Flex
        display={{ base: 'flex', lg: 'none' }}
        align="center"
        justify="space-between"
        px="4"
        py="2"
        borderBottomWidth="1px"
        borderColor="border"
        bg="bg.subtle"
      >
        <Heading as="p" size="sm" color="fg.muted">
          {t(`area.${area}.title`)}
        </Heading>
        <Drawer.Root
          recipe={drawerSlotRecipe}
          open={open}
          onOpenChange={(e) => setOpen(e.open)}
          placement="start"
        >
          <Drawer.Trigger asChild>
            <Button variant="outline" size="sm">
              {t('menuButton')}
            </Button>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW="280px">
                <Drawer.Header>
                  <Drawer.Title>{t(`area.${area}.title`)}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <BackOfficeNav area={area} onNavigate={() => setOpen(false)} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('closeMenu')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </Flex>
      <Box flex="1" minW="0" px={{ base: '4', lg: '8' }} py={{ base: '5', lg: '8' }}>
        <ConfirmProvider>{children}</ConfirmProvider>
      </Box>
    </Flex>
  );
}
