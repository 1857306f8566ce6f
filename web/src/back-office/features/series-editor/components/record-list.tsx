import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notify } from '../../../../lib/notify';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { moved, MoveButtons } from './move-buttons';

/** The form of a new or an edited record, with a cancel button under it. */
function OpenForm({ children, close, framed }: { children: ReactNode; close: () => void; framed: boolean }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (
    <Box {...(framed ? { borderWidth: '1px', borderRadius: 'md', p: '3' } : { mt: '3' })}>
      {children}
      <Button mt="2" size="sm" variant="ghost" onClick={close}>
        {t('races.cancel')}
      </Button>
    </Box>
  );
}

/**
 * A list of records edited in place: one form open at a time (a new one or the one being edited),
 * each row with its summary, reorder and delete; `children` nests the record's own lists under it.
 */
export function RecordList<T extends { guid: string; name: string }>({
  title,
  addLabel,
  items,
  summary,
  form,
  onDelete,
  onReorder,
  children,
  level = 3,
}: {
  title: string;
  addLabel: string;
  items: T[];
  summary: (item: T) => ReactNode;
  form: (item: T | undefined, close: () => void) => ReactNode;
  onDelete: (item: T) => void;
  onReorder?: (guids: string[]) => Promise<unknown>;
  children?: (item: T) => ReactNode;
  level?: 3 | 4;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setOpen(null);
  const move = async (index: number, by: -1 | 1) => {
    if (!onReorder) return;
    setBusy(true);
    try {
      await onReorder(
        moved(
          items.map((i) => i.guid),
          index,
          by,
        ),
      );
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as={level === 3 ? 'h3' : 'h4'} size={level === 3 ? 'md' : 'sm'}>
          {title}
        </Heading>
        <Button size="sm" variant="outline" onClick={() => setOpen('new')} disabled={open === 'new'}>
          {addLabel}
        </Button>
      </HStack>
      {open === 'new' && (
        <OpenForm close={close} framed>
          {form(undefined, close)}
        </OpenForm>
      )}
      {!items.length && open !== 'new' && <Text color="fg.muted">{t('races.none')}</Text>}
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((item, index) => (
          <Box as="li" key={item.guid} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Stack gap="0">
                <Text fontWeight="semibold">{item.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {summary(item)}
                </Text>
              </Stack>
              <HStack gap="1">
                {onReorder && (
                  <MoveButtons
                    name={item.name}
                    index={index}
                    count={items.length}
                    busy={busy}
                    onMove={(i, by) => void move(i, by)}
                  />
                )}
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('races.editOf', { name: item.name })}
                  onClick={() => setOpen(open === item.guid ? null : item.guid)}
                  aria-expanded={open === item.guid}
                >
                  {t('races.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('races.deleteOf', { name: item.name })}
                  onClick={() => onDelete(item)}
                >
                  {t('races.deleteShort')}
                </Button>
              </HStack>
            </HStack>
            {open === item.guid && (
              <OpenForm close={close} framed={false}>
                {form(item, close)}
              </OpenForm>
            )}
            {children && (
              <Box mt="3" ps={{ base: 2, md: 6 }}>
                {children(item)}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
