import { SopPage } from '@/components/sop/sop-page';
import { requireSkillsLearnerPage } from '@/lib/skills-ui/page-guard';
import { requireSopPage } from '@/lib/sop-ui/page-guard';

type Props = { params: Promise<{ skillId: string; smartInstructionId: string }> };

// /skillplayer/{skillId}/mm-sop/{id} – a skill's smart instruction, executed as part of the skill (the skill id marks the session)
export default async function SkillSopPlayerPage({ params }: Props) {
  await requireSkillsLearnerPage();
  await requireSopPage();
  const { skillId, smartInstructionId } = await params;
  return <SopPage id={smartInstructionId} skillId={skillId} />;
}
