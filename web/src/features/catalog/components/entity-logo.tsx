import { Box, Image, type BoxProps } from '@chakra-ui/react';

function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * Logo of an event or series, or a placeholder with its initials. Decorative: the name is always
 * written next to it.
 */
export function EntityLogo({
  url,
  name,
  size = '14',
}: {
  url: string | null;
  name: string;
  size?: BoxProps['boxSize'];
}) {
  if (url) {
    return (
      <Image
        src={url}
        alt=""
        boxSize={size}
        objectFit="contain"
        borderRadius="md"
        bg="white"
        flexShrink={0}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <Box
      aria-hidden="true"
      boxSize={size}
      flexShrink={0}
      borderRadius="md"
      bg="brand.subtle"
      color="brand.fg"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize="lg"
      letterSpacing="wide"
    >
      {initials(name)}
    </Box>
  );
}
