import { redirect } from 'next/navigation';

// GET /home – the home area opens on its overview (spec §2).
export default function HomePage() {
  redirect('/home/overview');
}
