import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkInRoutes } from '@shared/api/areas/check-in';
import type { OrderTickets } from '@shared/check-in/check-in-schemas';
import QRCode from 'qrcode';
import { api } from '../../lib/api-client';
import { TICKETS_NS } from './tickets-namespace';

type Ticket = OrderTickets['tickets'][number];

/**
 * SVG markup of a ticket's QR code. The encoder is imported statically: this module is lazy itself
 * (ticket-codes-lazy.tsx), and a chunk of its own reached only by a dynamic import kept the
 * bundler's helpers out of the app chunk, a file of their own on every public page (~0.75 kB of
 * response headers).
 */
function qrSvg(token: string): Promise<string> {
  // Medium error correction, as the server-side sizing assumes (version 3–4 for 46 characters).
  return QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

function TicketCode({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation(TICKETS_NS);
  const svg = useQuery({
    queryKey: ['ticket-qr', ticket.token],
    queryFn: () => qrSvg(ticket.token),
    staleTime: Infinity,
  });
  return (
    <Box as="figure" borderWidth="1px" rounded="md" p="4" bg="white" color="black" maxW="xs">
      <Box
        role="img"
        aria-label={t('qrLabel', { name: ticket.name })}
        w="56"
        h="56"
        mx="auto"
        css={{ '& svg': { width: '100%', height: '100%' } }}
        // The encoder's own SVG (paths only, no script), made from a token of [A-Za-z0-9_-].
        dangerouslySetInnerHTML={svg.data ? { __html: svg.data } : undefined}
      />
      <Stack as="figcaption" gap="1" mt="2">
        <Text fontWeight="bold">{ticket.name}</Text>
        <Text>{ticket.raceName}</Text>
        <Text fontSize="xs" fontFamily="mono" wordBreak="break-all">
          {t('code', { code: ticket.token })}
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * The QR tickets of a registration's paid runners (all of them, or one runner's), to show at the
 * packet pickup. Nothing is shown while the registration has no paid runner.
 */
export function TicketCodes({ registrationGuid, itemGuid }: { registrationGuid: string; itemGuid?: string }) {
  const { t } = useTranslation(TICKETS_NS);
  const tickets = useQuery({
    queryKey: ['registration-tickets', registrationGuid],
    queryFn: ({ signal }) =>
      api.call(checkInRoutes.runnerTickets, { params: { guid: registrationGuid } }, { signal }),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
  const shown = (tickets.data?.tickets ?? []).filter((x) => !itemGuid || x.itemGuid === itemGuid);
  if (!shown.length) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby={`tickets-${registrationGuid}-${itemGuid ?? 'all'}`}>
      <Heading as="h2" size="md" id={`tickets-${registrationGuid}-${itemGuid ?? 'all'}`}>
        {t('title', { count: shown.length })}
      </Heading>
      <Text>{t('lead')}</Text>
      <Flex gap="4" wrap="wrap">
        {shown.map((ticket) => (
          <TicketCode key={ticket.itemGuid} ticket={ticket} />
        ))}
      </Flex>
    </Stack>
  );
}
