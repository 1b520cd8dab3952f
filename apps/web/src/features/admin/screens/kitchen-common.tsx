// Pieces the kitchen's day screens share (issue 16): the report form's fields, the download with
// its progress line, and the route planner panel (back-office §2 "route-planner stop import",
// §7 /api/routific; ADR 330) that sends a report's stops and, with the sandbox planner, imports
// the route it answers.
import { useQuery } from '@tanstack/react-query';
import type { RoutificStopsReply } from '@mijote/contracts';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { domId } from '../../../lib/dom-id';
import { errorText } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import { useAdminCsrf } from '../api';
import { useAdminAlerts } from '../components/alerts';
import {
  download,
  fetchRoutificProjects,
  kitchenPaths,
  sendRoutificStops,
  importProblemsOf,
  saveFile,
  uploadRouteFile,
  type DownloadProgress,
  type ImportProblem,
} from '../kitchen/api';

export type RouteSourceCd = 'CA' | 'CO' | 'CM' | 'MD';

export function Field({ label, children, hint }: { label: string; children: (id: string) => ReactNode; hint?: string }) {
  const id = domId('admin-kitchen-field', label);
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && <p className="admin-field__hint">{hint}</p>}
    </div>
  );
}

/** "Generating data… 120 KB received · 2,000 labels" while a file arrives; "Data loaded" once it has. */
export function ProgressLine({ progress, pending, lang }: { progress: DownloadProgress | null; pending: boolean; lang: Lang }) {
  const { t } = useTranslation('admin');
  if (!progress) return null;
  const nf = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 0 });
  const kb = nf.format(Math.ceil(progress.bytes / 1024));
  return (
    <p className="admin-progress" role="status" aria-live="polite">
      <span>{pending ? `${t('messages.Generating Data')}…` : t('kitchen.progress.done')}</span>{' '}
      <span data-testid="download-bytes">{t('kitchen.progress.received', { kb })}</span>
      {progress.labels !== null && (
        <span> · {t('kitchen.progress.labels', { count: progress.labels, n: nf.format(progress.labels) })}</span>
      )}
      {progress.total !== null && <progress max={progress.total} value={progress.bytes} aria-label={t('kitchen.progress.bar')} />}
    </p>
  );
}

/** A file download with its progress, the spec's messages ("There are no results") and errors. */
export function useDownload(lang: Lang) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (path: string, fallbackName: string): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setPending(true);
      setProgress(null);
      try {
        const file = await download(path, { lang, fallbackName, onProgress: setProgress });
        if (!file) {
          setProgress(null);
          alerts.danger(t('messages.There are no results'));
          return false;
        }
        saveFile(file);
        alerts.success('Data loaded successfully');
        return true;
      } catch (err) {
        setProgress(null);
        alerts.danger(errorText(t, err));
        return false;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [alerts, lang, t],
  );
  return { run, progress, pending };
}

/** "Line 3: the invoice is not in this report (999999)" */
export function problemLines(t: (k: string, o?: Record<string, unknown>) => string, problems: readonly ImportProblem[]): string[] {
  return problems.map((p) =>
    t('tagRoutes.problemLine', {
      line: p.line,
      reason: t(`tagRoutes.reasons.${p.reason}`, { defaultValue: p.reason }),
      value: p.value ?? '',
    }).trim(),
  );
}

/** Imports a route file; the problems list is the 60-second alert; true when imported. */
export function useRouteImport(lang: Lang) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const csrf = useAdminCsrf();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (source: RouteSourceCd, query: string, file: Blob, name: string): Promise<boolean> => {
      setPending(true);
      try {
        await uploadRouteFile(kitchenPaths.routeImport(source, query), file, name, { lang, csrf });
        alerts.success('Routes Imported');
        return true;
      } catch (err) {
        const problems = importProblemsOf(err);
        if (problems.length > 0) alerts.importProblems(t('messages.Import problems'), problemLines(t, problems));
        else alerts.danger(errorText(t, err));
        return false;
      } finally {
        setPending(false);
      }
    },
    [alerts, csrf, lang, t],
  );
  return { run, pending };
}

/**
 * The route planner: the projects, "Send the stops" for the report's days, and with the sandbox
 * planner the route it answers, imported in one click (the labels and the report then follow it).
 */
export function RoutePlannerPanel({
  source,
  query,
  body,
  lang,
  onImported,
}: {
  source: RouteSourceCd;
  /** the route import's query (date, endDate) */
  query: string | null;
  /** the stops call's body (date, endDate, invoices), null while the dates are missing */
  body: Record<string, unknown> | null;
  lang: Lang;
  onImported?: () => void;
}) {
  const { t } = useTranslation('admin');
  const alerts = useAdminAlerts();
  const id = domId('admin-kitchen-common-route-planner-panel');
  const projects = useQuery({
    queryKey: ['admin', 'routific', 'projects'],
    queryFn: ({ signal }) => fetchRoutificProjects(signal),
    staleTime: 60_000,
  });
  const [project, setProject] = useState('');
  const [sent, setSent] = useState<RoutificStopsReply | null>(null);
  const [sending, setSending] = useState(false);
  const importer = useRouteImport(lang);
  const chosen = project || projects.data?.projects[0]?.id || '';

  const send = async () => {
    if (!body || !query) {
      alerts.danger(t('messages.Please enter dates'));
      return;
    }
    setSending(true);
    try {
      const reply = await sendRoutificStops(chosen, { source, ...body }, lang);
      setSent(reply);
      if (reply.sent === 0) alerts.danger(t('messages.There are no results'));
      else alerts.success('Stops imported to Routific');
    } catch (err) {
      alerts.danger(errorText(t, err));
    } finally {
      setSending(false);
    }
  };

  const importPlanned = async () => {
    if (!sent?.routeFile || !query) return;
    const ok = await importer.run(source, query, new Blob([sent.routeFile], { type: 'text/csv' }), `route-${sent.projectId}.csv`);
    if (ok) {
      setSent(null);
      onImported?.();
    }
  };

  return (
    <div className="admin-panel">
      <h2 id={`${id}-title`}>{t('planner.title')}</h2>
      <p className="admin-field__hint">{projects.data?.planner === 'routific' ? t('planner.leadRoutific') : t('planner.leadSandbox')}</p>
      {projects.isError && <p className="admin-error">{errorText(t, projects.error)}</p>}
      <div className="admin-report-form">
        <div className="admin-field">
          <label htmlFor={`${id}-project`}>{t('planner.project')}</label>
          <select id={`${id}-project`} value={chosen} onChange={(e) => setProject(e.target.value)}>
            {(projects.data?.projects ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {projects.data?.planner === 'sandbox' ? t('planner.sandboxProject', { count: p.drivers ?? 1 }) : p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-form__actions">
          <button type="button" className="button" disabled={sending || !chosen} onClick={() => void send()}>
            {t('planner.send', { source: t(`tagRoutes.sources.${source}`) })}
          </button>
        </div>
      </div>
      {sent && sent.sent > 0 && (
        <div className="admin-planned" role="status">
          <p>{t('planner.sent', { count: sent.sent })}</p>
          {sent.route ? (
            <>
              <p>
                {t('planner.planned', {
                  count: sent.route.length,
                  drivers: new Set(sent.route.map((r) => r.driver)).size,
                })}
              </p>
              <button type="button" className="button button--primary" disabled={importer.pending} onClick={() => void importPlanned()}>
                {t('planner.importPlanned')}
              </button>
            </>
          ) : (
            <p>{t('planner.exportThere')}</p>
          )}
        </div>
      )}
    </div>
  );
}
