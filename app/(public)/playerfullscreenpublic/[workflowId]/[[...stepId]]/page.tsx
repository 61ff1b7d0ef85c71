import type { Metadata } from 'next';
import { PublicPlayerPage, publicMetadata, type PublicRouteProps } from '../../../p/public-page';

// The same content as /p: search engines index /p (the canonical) and not this one.
export const generateMetadata = (props: PublicRouteProps): Promise<Metadata> => publicMetadata(props, { index: false });

// /playerfullscreenpublic/{workflowId}/{stepId?} – the public player in full screen, no sign-in (spec 02 §2)
export default function PublicFullscreenPlayerRoute(props: PublicRouteProps) {
  return <PublicPlayerPage {...props} fullscreen />;
}
