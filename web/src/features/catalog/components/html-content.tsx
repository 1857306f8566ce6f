import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * HTML the server has already sanitised (event description, event-page and subevent templates),
 * with readable typography for the few elements such texts use.
 */
export function HtmlContent({ html, ...rest }: { html: string } & BoxProps) {
  if (!html.trim()) return null;
  return (
    <Box
      lineHeight="tall"
      css={{
        '& > * + *': { marginTop: '3' },
        '& h2': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '4' },
        '& h3, & h4': { fontSize: 'md', fontWeight: 'semibold', marginTop: '3' },
        '& ul, & ol': { paddingInlineStart: '5' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '1' },
        '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { display: 'block', overflowX: 'auto' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
      {...rest}
    />
  );
}
