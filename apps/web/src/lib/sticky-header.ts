// The sticky header's real height as `--sticky-header` on the root element (issue 11, ADR 211): the
// page's scroll-padding-top uses it, so a page's top, an anchor or a focused field scrolled into
// view lands below the header whatever its height (it wraps on phones).
import { useEffect } from 'react';

export function useStickyHeaderHeight(selector = '.mainbar') {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(selector);
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // the observer reports the header's size once observed and on every change, after the layout
    // the browser does anyway: reading offsetHeight here would force one during the hydration (ADR 343)
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.borderBoxSize?.[0];
      const height = box ? box.blockSize : header.offsetHeight;
      root.style.setProperty('--sticky-header', `${Math.round(height)}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-header');
    };
  }, [selector]);
}
