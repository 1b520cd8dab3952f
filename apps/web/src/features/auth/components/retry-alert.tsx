// A link page's check that failed for a reason the visitor can retry (the network, the server):
// what went wrong and a button that checks the link again. The sign-in link and the e-mail
// verification pages show it alike.
import { Alert } from '../../../islands/form/alert';

export function RetryAlert({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <>
      <Alert tone="danger">{text}</Alert>
      <p className="session-form__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {retryLabel}
        </button>
      </p>
    </>
  );
}
