export type LabelSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string };

/**
 * A terms label (spec §3): text in [[double square brackets]] becomes a link to the terms. An
 * unclosed `[[` stays plain text; empty brackets are dropped.
 */
export function parseTermsLabel(label: string): LabelSegment[] {
  const segments: LabelSegment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  let rest = label;
  for (;;) {
    const open = rest.indexOf('[[');
    const close = open < 0 ? -1 : rest.indexOf(']]', open + 2);
    if (open < 0 || close < 0) {
      pushText(rest);
      break;
    }
    pushText(rest.slice(0, open));
    const inner = rest.slice(open + 2, close).trim();
    if (inner) segments.push({ kind: 'link', text: inner });
    rest = rest.slice(close + 2);
  }
  return segments;
}

/** Whether the label links its terms somewhere (else the page adds a separate link). */
export function hasTermsLink(segments: readonly LabelSegment[]): boolean {
  return segments.some((s) => s.kind === 'link');
}
