import { StatusPage } from '@/components/account/status-page';

// forbidden() from a page (the /403 route): the 403 page with HTTP status 403. The title comes
// from the page that threw (Next resolves the page's metadata, not this file's, for a 403).
export default function Forbidden() {
  return <StatusPage code={403} />;
}
