'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import menu from '@/components/shell/menu.module.css';
import { useTranslations } from '@/lib/i18n/client';
import { addableTypes } from '@/lib/sop-ui/rules';
import { BLOCK_TYPES, type BlockType, type SopItem } from '@/lib/sop-ui/types';
import ui from '@/components/ui/ui.module.css';

/** "Add block": every block type (introduction and conclusion while the SOP has none). */
export function AddBlockMenu({ items, onAdd }: { items: SopItem[]; onAdd: (type: BlockType) => void }) {
  const t = useTranslations('sopUi');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={[ui.button, ui.primary].join(' ')}>{t('editor.addBlock')}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.menu} align="start" sideOffset={4} collisionPadding={8} style={{ maxHeight: 'var(--radix-dropdown-menu-content-available-height)', overflowY: 'auto' }}>
          {addableTypes(items, BLOCK_TYPES).map((type) => (
            <DropdownMenu.Item key={type} className={menu.menuItem} onSelect={() => onAdd(type)}>
              {t(`blockTypes.${type}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
