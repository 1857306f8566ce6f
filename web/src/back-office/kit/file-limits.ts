export interface FileLimits {
  /** Largest accepted size in bytes. */
  maxBytes?: number;
  /** MIME types (`text/csv`, `image/*`) or extensions (`.csv`) the file may have. */
  accept?: readonly string[];
}

export type FileProblem =
  | { code: 'tooLarge'; maxBytes: number }
  | { code: 'empty' }
  | { code: 'wrongType'; accept: readonly string[] };

/**
 * Checks a chosen file before anything is sent. A type matches by MIME type or by extension:
 * browsers give CSV files different types (text/csv, application/vnd.ms-excel) or none at all.
 */
export function checkFile(file: File, { maxBytes, accept }: FileLimits): FileProblem | null {
  if (file.size === 0) return { code: 'empty' };
  if (maxBytes !== undefined && file.size > maxBytes) return { code: 'tooLarge', maxBytes };
  if (accept && accept.length > 0) {
    const name = file.name.toLowerCase();
    const type = file.type.toLowerCase();
    const ok = accept.some((entry) => {
      const rule = entry.trim().toLowerCase();
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    });
    if (!ok) return { code: 'wrongType', accept };
  }
  return null;
}

/** "1,5 MB" / "1.5 MB" (decimal units, as file managers show them). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'cs-CZ', {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${units[unit]}`;
}
