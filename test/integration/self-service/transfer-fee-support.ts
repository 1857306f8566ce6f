import iconv from 'iconv-lite';
import { expect } from 'vitest';
import type { JobView } from '@shared/jobs/job-schemas';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { AcceptTransferResult, TransferOfferView } from '@shared/self-service/transfer-schemas';
import { api } from '../support';
import { admin, card, friendEmail, offer, registered, send, transferRules } from './transfer-support';

/** A transfer fee paid by bank transfer: the statement the bank import reads, and an offer waiting for it. */
export const FEE = 25000;

export async function importStatement(csv: string): Promise<JobView> {
  const bytes = iconv.encode(csv, 'windows-1250');
  const ticket = await api<{ uploadUrl: string; fileKey: string; headers: Record<string, string> }>(
    'admin/uploads',
    {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ purpose: 'bankStatement', fileName: 'poplatky.csv', size: bytes.length }),
    },
  );
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: ticket.body.headers,
  });
  expect(put.status).toBe(200);
  const start = await api<{ jobId: string }>('admin/registrations/upload-bank-csv', {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({ fileKey: ticket.body.fileKey }),
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  for (let i = 0; i < 300; i++) {
    const job = await api<JobView>(`admin/jobs/${start.body.jobId}`, { token: admin.token });
    if (job.body.state === 'finished' || job.body.state === 'failed') return job.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import job did not finish');
}

export const HEADER =
  'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu;';

export const today = () => {
  const d = new Date();
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
};

export const statement = (movementId: string, amount: number, vs: string) =>
  [
    HEADER,
    `${movementId};${today()};"${(amount / 100).toFixed(2).replace('.', ',')}";CZK;2900233333;"Jan Přítel";2010;Fio banka;0308;${vs};;;"Poplatek za prevod";Bezhotovostní příjem;;;;;;`,
  ].join('\r\n');

export const detailOf = async (orderGuid: string) =>
  (await send<OrderDetail>('GET', `admin/registrations/${orderGuid}`, admin.token)).body;

/** A paid registration offered to a friend, who chose to pay the fee by bank transfer. */
export async function feeByTransfer() {
  await transferRules({ fee: FEE });
  const o = await registered();
  const email = friendEmail();
  const token = await offer(o, email);
  const path = `transfers/offers/${encodeURIComponent(token)}`;
  const view = await send<TransferOfferView>('GET', path, undefined);
  expect(view.body).toMatchObject({ fee: FEE, bankTransferAllowed: true, bankTransfer: null });
  const res = await send<AcceptTransferResult>('POST', `${path}/accept`, undefined, {
    ...card(email),
    payBy: 'transfer',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (res.body.status !== 'transfer') throw new Error('expected the payment data');
  return { o, email, path, bankTransfer: res.body.bankTransfer };
}
