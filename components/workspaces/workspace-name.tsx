import { Icon } from '@/components/shell/icons';
import type { WorkspaceColor } from '@/lib/workspaces/schema';
import styles from './workspaces.module.css';

type Props = { name: string; color: WorkspaceColor; isPrivate: boolean; privateLabel: string };

/** A workspace name with its colour dot and, for a private one, a lock that says so to screen readers. */
export function WorkspaceName({ name, color, isPrivate, privateLabel }: Props) {
  return (
    <span className={styles.nameCell}>
      <span className={styles.swatch} data-color={color} aria-hidden="true" />
      <span>{name}</span>
      {isPrivate ? (
        <span role="img" aria-label={privateLabel} title={privateLabel} className={styles.lock}>
          <Icon name="lock" size={14} />
        </span>
      ) : null}
    </span>
  );
}
