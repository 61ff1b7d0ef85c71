'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

type Props = { idBase: string; name: string; index: number; count: number; onMove: (to: number) => void };

export const moveButtonIds = (idBase: string) => ({ up: `${idBase}-up`, down: `${idBase}-down` });

/** Move up / Move down, named after the item for screen readers; the ends are disabled. */
export function MoveButtons({ idBase, name, index, count, onMove }: Props) {
  const t = useTranslations('adminCategories');
  const ids = moveButtonIds(idBase);
  return (
    <>
      <Button id={ids.up} variant="secondary" disabled={index <= 0} aria-label={t('moveUpLabel', { name })} onClick={() => onMove(index - 1)}>
        {t('moveUp')}
      </Button>
      <Button id={ids.down} variant="secondary" disabled={index >= count - 1} aria-label={t('moveDownLabel', { name })} onClick={() => onMove(index + 1)}>
        {t('moveDown')}
      </Button>
    </>
  );
}
