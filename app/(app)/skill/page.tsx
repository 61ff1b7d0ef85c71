import { redirect } from 'next/navigation';

// /skill – the skills home (spec 01 §2)
export default function SkillRoot() {
  redirect('/skill/home');
}
