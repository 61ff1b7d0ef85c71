'use client';
import { apiRequest } from '@/components/ui/api-request';
import { useTranslations } from '@/lib/i18n/client';
import type { SearchPage } from '@/lib/workflows/library-schema';
import { ContentPicker, type PickerResult } from './content-picker';

type Props = { chosen: ReadonlySet<string>; onAdd: (item: PickerResult) => void; disabled: boolean };

const findWorkflows = async (keyword: string): Promise<PickerResult[]> => {
  const body = { filters: { keyword }, paginate: { page: 1, size: 20 }, sort: keyword ? 'relevance' : 'newest' };
  const page = await apiRequest<SearchPage>('/api/v1/workflows/search', { method: 'POST', body }, 'skillsUi.network');
  return page.items.filter((w) => !w.locked && w.status === 'published');
};

/** Finds published workflows of the library (the one search call). */
export function WorkflowPicker(props: Props) {
  const t = useTranslations('skillsUi');
  const labels = { title: t('content.addTitle'), search: t('content.search'), noResults: t('content.noResults'), results: t('content.results') };
  return <ContentPicker queryKey="workflow-picker" find={findWorkflows} labels={labels} {...props} />;
}
