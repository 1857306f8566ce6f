/**
 * Emotion (Chakra's styling engine) writes a component's styles as a `<style data-emotion="css
 * <names>">` tag beside it when rendering on a server. Moved into the head as one tag: the page
 * paints styled before any script, and the browser's emotion cache (key `css`, as on the server)
 * adopts the tag at start (it registers the names, so nothing is inserted twice), before React
 * hydrates the markup, which then has no `<style>` of its own, as the browser's render.
 * Global styles (`css-global <name>`) keep their own tags: emotion looks each one up by name.
 */
const STYLE_TAG = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/** Resource hints React writes ahead of the markup (images it preloads): they belong in the head. */
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

export function extractEmotionStyles(html: string): { body: string; head: string } {
  const links = LEADING_LINKS.exec(html)?.[0] ?? '';
  const names: string[] = [];
  const seen = new Set<string>();
  const rules: string[] = [];
  const globals = new Map<string, string>();
  const body = html.slice(links.length).replace(STYLE_TAG, (_tag, attribute: string, css: string) => {
    const [key = '', ...ids] = attribute.split(' ');
    if (key === 'css-global') {
      globals.set(attribute, `<style data-emotion="${attribute}">${css}</style>`);
      return '';
    }
    // The same component rendered twice wrote its tag twice: kept once (a repeat is harmless).
    const fresh = ids.filter((id) => !seen.has(id));
    if (fresh.length) {
      fresh.forEach((id) => seen.add(id));
      names.push(...fresh);
      rules.push(css);
    }
    return '';
  });
  const head = [links, ...globals.values()];
  if (names.length) head.push(`<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>`);
  return { body, head: head.join('') };
}
