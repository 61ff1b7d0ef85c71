import styles from './comments.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

type Props = { uid: string; displayName: string; avatarUrl: string | null; label: string; newTab?: boolean; size?: 32 | 36 };

/** A person's avatar linking to their profile (/{uid}, route UserProfileMain). */
export function ProfileAvatar({ uid, displayName, avatarUrl, label, newTab, size = 32 }: Props) {
  return (
    <a
      href={`/${encodeURIComponent(uid)}`}
      className={styles.avatar}
      style={{ width: size, height: size }}
      aria-label={label}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {avatarUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- signed, expiring URLs: nothing for the image optimiser to cache
        <img src={avatarUrl} alt="" width={size} height={size} />
      ) : (
        // Drawn by CSS, so the link's visible text does not contradict its name (the person's profile).
        <span aria-hidden="true" className={styles.initials} data-initials={initials(displayName)} />
      )}
    </a>
  );
}
