// Deferred hydration of a part of the page (ADR 280): during the full client's first hydration,
// a <HydrateLater> part keeps its server HTML and is hydrated in a task of its own afterwards, one
// part per task in page order, instead of inside the one long task that hydrates the page. The
// phone's total blocking time counts each task's time over 50 ms: thirteen menu cards hydrated
// with the rest of the page made one task of hundreds of milliseconds at 4× CPU throttling.
//
// How: in the browser (Preact, ADR 230) a component that throws a promise while hydrating keeps
// its DOM as the server wrote it and resumes hydrating that DOM when the promise settles (Preact's
// suspended hydration under a Suspense boundary). The part must render exactly one element (its
// root), which is what Preact keeps. Only while `hydratingPage()` is on (start-client turns it on
// around hydrateRoot, production builds only) does a part wait; a part created later (a day
// switch, a navigation) renders at once, and so does everything on the server and in tests.
// A part's controls are disabled in the server HTML until their component hydrates (useHydrated).
import { Suspense, useState, type ReactNode } from 'react';

let deferring = false;

/** The parts still waiting, in page order, and whether a task to release them is scheduled. */
const waiting: (() => void)[] = [];
let scheduled = false;

/** Releases one waiting part per task (a macrotask: the browser may paint and handle input between two). */
function releaseNext(): void {
  scheduled = false;
  const next = waiting.shift();
  if (!next) return;
  next();
  if (waiting.length) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // a MessageChannel task has no timer clamping (setTimeout nests to ≥ 4 ms)
  const channel = new MessageChannel();
  channel.port1.onmessage = releaseNext;
  channel.port2.postMessage(null);
}

interface Wait {
  pending: boolean;
  /** Thrown once already (Preact loses a part suspended twice). */
  thrown: boolean;
  /** What the part rendered first: the server HTML's props, hydrated if the parent re-renders it before its turn. */
  initial?: ReactNode;
  promise: Promise<void>;
}

function later(): Wait {
  let release!: () => void;
  const wait: Wait = { pending: true, thrown: false, promise: new Promise<void>((resolve) => (release = resolve)) };
  waiting.push(() => {
    wait.pending = false;
    release();
  });
  schedule();
  return wait;
}

/**
 * Runs `hydrate` (the page's hydrateRoot) with deferral on: the <HydrateLater> parts it meets wait
 * for tasks of their own. Returns what `hydrate` returns.
 */
export function hydratingPage<T>(hydrate: () => T): T {
  deferring = true;
  try {
    return hydrate();
  } finally {
    deferring = false;
  }
}

function Gate({ wait, children }: { wait: Wait; children: ReactNode }) {
  if (!wait.pending) return children;
  if (!wait.thrown) {
    wait.thrown = true;
    wait.initial = children;
    throw wait.promise;
  }
  // re-rendered by its parent before its turn (new props): hydrated now with what the server
  // rendered (hydration keeps the server's DOM as it is, so it must match), brought up to date on
  // its turn (the release re-renders it with its current props)
  return wait.initial;
}

/** A part of the page hydrated after the rest, in a task of its own (see above); renders `children` (one element). */
export function HydrateLater({ children }: { children: ReactNode }) {
  // decided once per part: the tree's shape never changes under it (a change would remount it)
  const [wait] = useState<Wait | null>(() => (deferring ? later() : null));
  if (!wait) return children;
  return (
    <Suspense fallback={null}>
      <Gate wait={wait}>{children}</Gate>
    </Suspense>
  );
}
