import styles from './create.module.css';

type Props = { label: string; /** 0…1, or null while the amount of work is unknown. */ value: number | null; valueText?: string };

/** A determinate bar (role=progressbar with its value) or an indeterminate one. */
export function ProgressBar({ label, value, valueText }: Props) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={valueText}
      className={styles.bar}
      data-indeterminate={percent === null || undefined}
    >
      <div className={styles.barFill} style={percent === null ? undefined : { width: `${percent}%` }} />
    </div>
  );
}
