import { ClientMessages } from '@/components/providers/client-messages';
import { SkillList } from '@/components/skills/skill-list';
import { OwnedTabs } from '@/components/workflows/owned-tabs';
import { requirePageSession } from '@/lib/auth/guards';
import { getTranslations } from '@/lib/i18n/server';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { canManageSkills } from '@/lib/skills/access';

// /owned-by-me/skills – the skills I created
export default async function OwnedSkillsPage() {
  const session = await requirePageSession();
  const t = await getTranslations('skillsUi');
  return (
    <>
      <OwnedTabs current="skills" />
      <ClientMessages namespaces={CLIENT_NAMESPACES.skills}>
        <SkillList url="/api/v1/users/me/skills/creator" canManage={canManageSkills(session)} emptyText={t('owned.noSkills')} />
      </ClientMessages>
    </>
  );
}
