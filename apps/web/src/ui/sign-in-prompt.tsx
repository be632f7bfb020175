'use client';

import buttonStyles from './button.module.css';
import styles from './sign-in-prompt.module.css';

/** What an anonymous visitor sees on a page that needs a player: why, and a way to sign in. */
export function SignInPrompt({
  title,
  text,
  button,
  onSignIn,
  headingLevel = 2,
}: {
  title: string;
  text: string;
  button: string;
  onSignIn: () => void;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.prompt} data-testid="sign-in-prompt">
      <span className={styles.icon} aria-hidden="true">
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 20c1.5-3.5 4.4-5 8-5s6.5 1.5 8 5" />
        </svg>
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      {/* a real link to #signIn works before hydration too (the account modal route reads it) */}
      <a
        href="#signIn"
        className={`${buttonStyles.button} ${buttonStyles.primary}`}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onSignIn();
        }}
      >
        {button}
      </a>
    </section>
  );
}
