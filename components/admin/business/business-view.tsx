'use client';
import { useTranslations } from '@/lib/i18n/client';
import { NamedListView } from '@/components/admin/kit/named-list-view';
import { businessNameSchema, type BusinessItem } from '@/lib/business/schema';
import { useBusinessActions, useBusinessUnits } from './use-business';

/** /admin/business: the organisation's business units (spec §2, §3 Business). */
export function BusinessView({ initial }: { initial: BusinessItem[] }) {
  const t = useTranslations('adminBusiness');
  const { data = [], isFetching } = useBusinessUnits(initial);
  const actions = useBusinessActions();
  return (
    <NamedListView
      namespace="adminBusiness"
      items={data}
      loading={isFetching && data.length === 0}
      schema={businessNameSchema}
      actions={actions}
      deleteBody={() => t('deleteBody')}
    />
  );
}
