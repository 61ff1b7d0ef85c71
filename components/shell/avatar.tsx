import Image from 'next/image';
import styles from './shell.module.css';

/** The user's picture, or their initials; decorative because the name is always beside it or in a label. */
export function Avatar({ url, initials, size }: { url: string | null; initials: string; size: 32 | 36 }) {
  if (url) return <Image src={url} alt="" width={size} height={size} unoptimized className={styles.avatar} />;
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {initials}
    </span>
  );
}
