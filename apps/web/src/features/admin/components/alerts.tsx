// The back-office alerts (back-office §4 "Save and import outcomes", §8, §9): a success or danger
// alert after each save, delete or import. They last 3 seconds, the import problems list 60 seconds
// (§9). Texts are the spec's message keys (`admin:messages.{key}`: `saved`, `postal-code-created`,
// `Location saved`…) or the server's error, already translated. An alert pauses while the pointer
// or the keyboard focus is on it and has a close button (WCAG 2.2.1: a timed message can be kept);
// the region is a live region present from the first render, a danger alert is role="alert".
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** §9: alerts last 3 seconds… */
export const ADMIN_ALERT_MS = 3000;
/** …and the import problems list 60 seconds. */
export const IMPORT_PROBLEMS_MS = 60_000;

export interface AdminAlert {
  id: number;
  tone: 'success' | 'danger' | 'warning';
  text: string;
  /** the problem lines of an import */
  lines?: readonly string[];
  durationMs: number;
}

export interface AdminAlerts {
  /** a success alert with one of the spec's message keys (`admin:messages.{key}`) */
  success(messageKey: string): void;
  /** a success alert with a text already translated (a count, a name) */
  successText(text: string): void;
  /** a danger alert with a text already translated (the server's error) */
  danger(text: string): void;
  /** the import problems list: a danger alert of 60 seconds */
  importProblems(title: string, lines: readonly string[]): void;
}

const AlertsContext = createContext<AdminAlerts | null>(null);

export function useAdminAlerts(): AdminAlerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useAdminAlerts outside AdminAlertsProvider');
  return alerts;
}

function TimedAlert({ alert, onDone, closeLabel }: { alert: AdminAlert; onDone: (id: number) => void; closeLabel: string }) {
  const [paused, setPaused] = useState(false);
  const left = useRef(alert.durationMs);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDone(alert.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [paused, alert.id, onDone]);
  return (
    <div
      className={`alert alert--${alert.tone} admin-alert`}
      role={alert.tone === 'danger' ? 'alert' : 'status'}
      data-duration={alert.durationMs}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="alert__icon" aria-hidden="true">
        {alert.tone === 'success' ? '✓' : '!'}
      </span>
      <div className="admin-alert__body">
        <p className="alert__text">{alert.lines ? <strong>{alert.text}</strong> : alert.text}</p>
        {alert.lines && (
          <ul className="admin-alert__lines">
            {alert.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className="admin-alert__close" aria-label={closeLabel} onClick={() => onDone(alert.id)}>
        ×
      </button>
    </div>
  );
}

export function AdminAlertsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [alerts, setAlerts] = useState<AdminAlert[]>([]);
  const seq = useRef(0);
  const push = useCallback((a: Omit<AdminAlert, 'id'>) => {
    seq.current += 1;
    const id = seq.current;
    // a new outcome replaces an earlier import's problem list (issue 30: it stayed beside the next
    // import's success)
    setAlerts((list) => [...list.filter((x) => !x.lines), { ...a, id }]);
  }, []);
  const done = useCallback((id: number) => setAlerts((list) => list.filter((a) => a.id !== id)), []);
  const api = useMemo<AdminAlerts>(
    () => ({
      success: (key) => push({ tone: 'success', text: t(`messages.${key}`), durationMs: ADMIN_ALERT_MS }),
      successText: (text) => push({ tone: 'success', text, durationMs: ADMIN_ALERT_MS }),
      danger: (text) => push({ tone: 'danger', text, durationMs: ADMIN_ALERT_MS }),
      importProblems: (title, lines) => push({ tone: 'danger', text: title, lines, durationMs: IMPORT_PROBLEMS_MS }),
    }),
    [push, t],
  );
  return (
    <AlertsContext value={api}>
      {children}
      <div className="admin-alerts" aria-live="polite">
        {alerts.map((a) => (
          <TimedAlert key={a.id} alert={a} onDone={done} closeLabel={t('shell.closeAlert')} />
        ))}
      </div>
    </AlertsContext>
  );
}
