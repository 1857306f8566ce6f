import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_NS } from '../registration-namespace';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without the async clipboard (insecure context, denied permission): the old way.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

/** Copies one payment detail; says "copied" for a moment (announced politely). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation(REGISTRATION_NS);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      size="xs"
      variant="outline"
      aria-label={copied ? t('copy.copied') : t('copy.label', { label })}
      onClick={() => void copyText(value).then(setCopied)}
      data-copy-value={value}
    >
      <span aria-hidden="true">{copied ? t('copy.copied') : t('copy.button')}</span>
    </Button>
  );
}
