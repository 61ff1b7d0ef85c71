import styles from './profile.module.css';

type Props = { name: string; url: string | null; size?: 32 | 36 | 96; alt?: string };

function initialsOf(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => [...p][0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * A user's picture, or their initials. Spec §9 sizes: 32 in menus, 36 in lists; 96 on profiles.
 * The name usually sits next to it, so by default it is decorative (empty alt).
 */
export function UserAvatar({ name, url, size = 36, alt = '' }: Props) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element -- a redirect to a signed URL; next/image cannot optimise it
    return <img src={url} alt={alt} width={size} height={size} className={styles.avatar} style={style} />;
  }
  return (
    <span className={styles.avatar} style={style} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
      {initialsOf(name)}
    </span>
  );
}
