import buttonStyles from './button.module.css';
import styles from './load-error.module.css';

interface LoadErrorProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A list that failed to load: what went wrong and a way to try again, announced as an alert. */
export function LoadError({ message, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className={styles.problem}>
      <p>{message}</p>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary}`}
        onClick={onRetry}
      >
        {retryLabel}
      </button>
    </div>
  );
}
