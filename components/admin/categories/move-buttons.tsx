'use client';
import { useTranslations } from '@/lib/i18n/client';
import { Button } from '@/components/ui/button';

type Props = { idBase: string; name: string; index: number; count: number; onMove: (to: number) => void };

export const moveButtonIds = (idBase: string) => ({ up: `${idBase}-up`, down: `${idBase}-down` });

/**
 * Move up / Move down; the item's name follows the visible words for screen readers (speech
 * control users say what they see, so the name must begin with it). The ends are disabled.
 */
export function MoveButtons({ idBase, name, index, count, onMove }: Props) {
  const t = useTranslations('adminCategories');
  const ids = moveButtonIds(idBase);
  return (
    <>
      <Button id={ids.up} variant="secondary" disabled={index <= 0} onClick={() => onMove(index - 1)}>
        {t('moveUp')}
        <span className="visually-hidden"> {name}</span>
      </Button>
      <Button id={ids.down} variant="secondary" disabled={index >= count - 1} onClick={() => onMove(index + 1)}>
        {t('moveDown')}
        <span className="visually-hidden"> {name}</span>
      </Button>
    </>
  );
}
