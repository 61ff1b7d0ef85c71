import { redirect } from 'next/navigation';

// /owned-by-me – opens on its workflows tab (spec 01 §2)
export default function OwnedByMePage() {
  redirect('/owned-by-me/workflows');
}
