import { notFound } from 'next/navigation';

// /404 – the route the player and previews send people to when something does not exist. Thrown,
// so the answer carries HTTP status 404 (app/not-found.tsx renders the page).
export default function NotFoundPage() {
  notFound();
}
