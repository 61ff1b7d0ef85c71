import type { Metadata } from 'next';
import { PublicPlayerPage, publicMetadata, type PublicRouteProps } from '../../public-page';

export const generateMetadata = (props: PublicRouteProps): Promise<Metadata> => publicMetadata(props, { index: true });

// /p/{workflowId}/{stepId?} – the public player, no sign-in (spec 02 §2)
export default function PublicPlayerRoute(props: PublicRouteProps) {
  return <PublicPlayerPage {...props} fullscreen={false} />;
}
