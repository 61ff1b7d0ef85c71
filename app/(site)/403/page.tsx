import { forbidden } from 'next/navigation';

// /403 – where loaders send a signed-in user who lacks the access flag or view permission. Thrown,
// so the answer carries HTTP status 403 (app/forbidden.tsx renders the page).
export default function ForbiddenPage() {
  forbidden();
}
