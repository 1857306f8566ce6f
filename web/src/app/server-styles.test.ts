import { describe, expect, it } from 'vitest';
import { extractEmotionStyles } from './server-styles';

describe("the server render's styles", () => {
  it('move into the head as one tag the browser cache adopts, each component once, globals apart', () => {
    const html =
      '<link rel="preload" as="image" href="/flags/cz.svg"/>' +
      '<style data-emotion="css-global g1">@layer reset;</style>' +
      '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
      '<style data-emotion="css b2 c3">.css-b2{margin:0}</style><p class="css-b2">x</p>' +
      '<style data-emotion="css a1">.css-a1{color:red}</style><span class="css-a1">y</span></div>';
    const { body, head } = extractEmotionStyles(html);
    expect(body).toBe('<div class="css-a1"><p class="css-b2">x</p><span class="css-a1">y</span></div>');
    expect(head).toBe(
      '<link rel="preload" as="image" href="/flags/cz.svg"/>' +
        '<style data-emotion="css-global g1">@layer reset;</style>' +
        '<style data-emotion="css a1 b2 c3">.css-a1{color:red}.css-b2{margin:0}</style>',
    );
  });

  it('leaves markup without styles as it is', () => {
    expect(extractEmotionStyles('<p>a</p>')).toEqual({ body: '<p>a</p>', head: '' });
  });
});
