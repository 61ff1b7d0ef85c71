import { redirect } from 'next/navigation';
import { requireAnalyticsPage } from '@/lib/analytics/page-guard';

// /analytics → content analysis (spec 02 §2)
export default async function AnalyticsPage() {
  await requireAnalyticsPage();
  redirect('/analytics/content-analysis');
}
