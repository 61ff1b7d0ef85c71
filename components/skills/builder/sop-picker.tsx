'use client';
import { apiRequest } from '@/components/ui/api-request';
import { useTranslations } from '@/lib/i18n/client';
import type { SopCard } from '@/lib/sop/schema';
import { ContentPicker, type PickerResult } from './content-picker';

type Props = { chosen: ReadonlySet<string>; onAdd: (item: PickerResult) => void; disabled: boolean };

/** The explorer's smart-instruction search: published ones the manager can see; ready ones only. */
const findSops = async (keyword: string): Promise<PickerResult[]> => {
  const page = await apiRequest<{ items: SopCard[] }>('/api/v1/search/mmsop', { query: { keyword, page: 0, size: 20 } }, 'skillsUi.network');
  return page.items.filter((s) => s.status === 'completed');
};

/** Finds published smart instructions to add to the skill (issue 21). */
export function SopPicker(props: Props) {
  const t = useTranslations('skillsUi');
  const labels = { title: t('content.addSopTitle'), search: t('content.searchSops'), noResults: t('content.noSopResults'), results: t('content.sopResults') };
  return <ContentPicker queryKey="sop-picker" find={findSops} labels={labels} {...props} />;
}
