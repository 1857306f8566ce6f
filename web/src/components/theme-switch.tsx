import { Button, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { setColorMode, useColorMode } from '../lib/color-mode';
import { MoonIcon, SunIcon } from './icons';

/** Light/dark switch; the choice is kept in local storage (`theme`). */
export function ThemeSwitch({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const mode = useColorMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = t(next === 'light' ? 'theme.switchToLight' : 'theme.switchToDark');
  const icon = next === 'light' ? <SunIcon /> : <MoonIcon />;

  if (withLabel) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setColorMode(next)}>
        {icon}
        {label}
      </Button>
    );
  }
  return (
    <IconButton size="sm" variant="ghost" aria-label={label} title={label} onClick={() => setColorMode(next)}>
      {icon}
    </IconButton>
  );
}
