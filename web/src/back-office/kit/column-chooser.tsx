import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';
import type { ColumnVisibility } from './column-visibility';
import { ColumnsIcon } from './icons';
import type { DataListColumn } from './list-types';
import { menuSlotRecipe } from './recipes';

const RESET = '__reset';

/**
 * Spec §2: the user chooses the columns of a list. A menu of checkboxes (it stays open while
 * ticking), with "default columns" to undo the choice. The last visible column cannot be hidden.
 */
export function ColumnChooser<T>({
  columns,
  visibility,
  onChange,
  onReset,
}: {
  columns: readonly DataListColumn<T>[];
  visibility: ColumnVisibility;
  onChange: (id: string, visible: boolean) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const visibleCount = columns.filter((column) => visibility[column.id]).length;
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      closeOnSelect={false}
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === RESET) onReset();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          <ColumnsIcon />
          {t('list.columns')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content bg="bg.panel" maxH="min(70vh, 28rem)" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('list.visibleColumns')}</Menu.ItemGroupLabel>
              {columns.map((column) => {
                const visible = visibility[column.id] ?? false;
                const locked = column.hideable === false || (visible && visibleCount === 1);
                return (
                  <Menu.CheckboxItem
                    key={column.id}
                    value={column.id}
                    checked={visible}
                    disabled={locked}
                    onCheckedChange={(checked) => onChange(column.id, checked)}
                  >
                    <Menu.ItemIndicator />
                    {column.header}
                  </Menu.CheckboxItem>
                );
              })}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value={RESET} closeOnSelect>
              {t('list.defaultColumns')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
