import { formatMoney } from '@shared/money';
import { describeGpWebpayResult } from '@shared/payments/gp-webpay-codes';
import {
  SIMULATOR_BUTTONS,
  SIMULATOR_OTHER_OUTCOMES,
  outcomeKey,
  type PendingOrder,
  type Refusal,
} from './gp-webpay-sim-checks';

/** The local GP webpay simulator's bilingual HTML pages (payment, refusal, message). */

// ---------------------------------------------------------------------------------------------
// HTML

export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const TITLE_CS = 'Simulátor platební brány GP webpay (lokální)';
export const TITLE_EN = 'GP webpay payment gateway simulator (local)';

/** Czech first, English second, marked so screen readers switch pronunciation. */
export const both = (cs: string, en: string): string =>
  `${escapeHtml(cs)} / <span lang="en">${escapeHtml(en)}</span>`;

export const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:34rem;margin:0 auto;padding:1rem}
header{border-bottom:4px solid #b91c1c;margin-bottom:1rem}
h1{font-size:1.35rem;margin:.5rem 0 .25rem}
h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
.sub{margin:0 0 .75rem;color:#374151}
.note{background:#fef3c7;border:1px solid #b45309;border-radius:.5rem;padding:.5rem .75rem;color:#78350f}
.card{background:#fff;border:1px solid #d1d5db;border-radius:.75rem;padding:1rem}
dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.35rem 1rem;margin:0}
dt{font-weight:600;color:#374151}
dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.6rem;font-weight:700}
.buttons{display:grid;gap:.75rem;margin-top:1rem}
button,select{font:inherit;min-height:48px;border-radius:.5rem}
button{border:2px solid #1f2937;background:#fff;color:#111827;padding:.6rem 1rem;font-weight:600;cursor:pointer}
button.pay{background:#166534;border-color:#166534;color:#fff}
button.decline{border-color:#991b1b;color:#991b1b}
button:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
label{display:block;font-weight:600;margin:1rem 0 .35rem}
select{width:100%;padding:.5rem;border:2px solid #6b7280;background:#fff;color:#111827}
.other{display:grid;gap:.75rem}
.error{border-color:#991b1b}
a{color:#1d4ed8}
`;

export function page(title: string, body: string, lang: 'cs' | 'en', attrs = ''): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body${attrs}>
<main>
<header>
<h1>${escapeHtml(TITLE_CS)}</h1>
<p class="sub" lang="en">${escapeHtml(TITLE_EN)}</p>
</header>
${body}
</main>
</body>
</html>
`;
}

export function paymentPage(order: PendingOrder, merchantNumber: string, completeAction: string): string {
  const amount = formatMoney(order.amountMinor, order.currency, order.lang);
  const hidden = `<input type="hidden" name="ORDERNUMBER" value="${escapeHtml(order.orderNumber)}">`;
  const row = (cs: string, en: string, value: string, extra = '') =>
    `<dt>${both(cs, en)}</dt><dd${extra}>${escapeHtml(value)}</dd>`;
  const options = SIMULATOR_OTHER_OUTCOMES.map((o) => {
    const label = `PRCODE ${o.prCode} / SRCODE ${o.srCode} – ${describeGpWebpayResult(o.prCode, o.srCode, 'cs').title} / ${
      describeGpWebpayResult(o.prCode, o.srCode, 'en').title
    }`;
    return `<option value="${outcomeKey(o)}">${escapeHtml(label)}</option>`;
  }).join('\n');
  // Accessible names are "Zaplatit / Pay" etc.: the span adds no text of its own.
  const buttons = SIMULATOR_BUTTONS.map(
    (b) =>
      `<button type="submit" name="outcome" value="${outcomeKey(b)}" class="${b.className}" data-testid="${b.testId}">${both(b.cs, b.en)}</button>`,
  ).join('\n');
  const body = `
<p class="note">${both('Žádná skutečná platba neproběhne: vyberte, jak má platba dopadnout.', 'No real payment is made: choose how the payment ends.')}</p>
<section class="card" aria-labelledby="gp-order-heading">
<h2 id="gp-order-heading">${both('Platba kartou', 'Card payment')}</h2>
<dl>
${row('Částka', 'Amount', amount, ' class="amount" data-testid="gp-amount"')}
${order.description ? row('Popis', 'Description', order.description, ' data-testid="gp-description"') : ''}
${order.merOrderNum ? row('Variabilní symbol', 'Variable symbol', order.merOrderNum) : ''}
${row('Číslo platby', 'Order number', order.orderNumber)}
${row('Obchodník', 'Merchant', merchantNumber)}
</dl>
</section>
<section aria-labelledby="gp-result-heading">
<h2 id="gp-result-heading">${both('Výsledek platby', 'Payment result')}</h2>
<form method="post" action="${escapeHtml(completeAction)}" class="buttons">
${hidden}
${buttons}
</form>
<form method="post" action="${escapeHtml(completeAction)}" class="other">
${hidden}
<label for="gp-outcome">${both('Jiný výsledek', 'Other outcome')}</label>
<select id="gp-outcome" name="outcome" data-testid="gp-outcome-select">
${options}
</select>
<button type="submit" data-testid="gp-outcome-submit">${both('Odeslat výsledek', 'Send outcome')}</button>
</form>
</section>`;
  return page(`${TITLE_CS} – ${amount}`, body, order.lang);
}

export function refusalPage(refusal: Refusal, backUrl: string | undefined, lang: 'cs' | 'en'): string {
  const cs = describeGpWebpayResult(refusal.prCode, refusal.srCode, 'cs').title;
  const en = describeGpWebpayResult(refusal.prCode, refusal.srCode, 'en').title;
  const link = backUrl
    ? `<p><a href="${escapeHtml(backUrl)}" data-testid="gp-return-link">${both('Zpět do obchodu s odpovědí brány', 'Back to the shop with the gateway answer')}</a></p>`
    : `<p>${both('Návratovou adresu nelze použít, proto zde není odkaz zpět.', 'The return address cannot be used, so there is no link back.')}</p>`;
  const body = `
<section class="card error" role="alert" aria-labelledby="gp-error-heading">
<h2 id="gp-error-heading">${both('Platbu nelze zahájit', 'The payment cannot be started')}</h2>
<p data-testid="gp-error-code">PRCODE ${refusal.prCode}, SRCODE ${refusal.srCode}: ${both(cs, en)}</p>
<p>${both(refusal.cs, refusal.en)}</p>
${link}
</section>`;
  return page(
    `${TITLE_CS} – PRCODE ${refusal.prCode}`,
    body,
    lang,
    ` data-prcode="${refusal.prCode}" data-srcode="${refusal.srCode}"`,
  );
}

export function messagePage(cs: string, en: string): string {
  return page(TITLE_CS, `<section class="card error" role="alert"><h2>${both(cs, en)}</h2></section>`, 'cs');
}
