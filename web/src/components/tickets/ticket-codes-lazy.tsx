import { lazy, Suspense } from 'react';

const Codes = lazy(async () => ({ default: (await import('./ticket-codes')).TicketCodes }));

/** The QR tickets, loaded (code, texts and QR encoder) only where a paid registration shows them. */
export function LazyTicketCodes(props: { registrationGuid: string; itemGuid?: string }) {
  return (
    <Suspense fallback={null}>
      <Codes {...props} />
    </Suspense>
  );
}
