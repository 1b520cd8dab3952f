// The sticky header's real height as `--sticky-header` on the root element (issue 11, ADR 211): the
// page's scroll-padding-top uses it, so a page's top, an anchor or a focused field scrolled into
// view lands below the header whatever its height (it wraps on phones).
import { useEffect } from 'react';

export function useStickyHeaderHeight(selector = '.mainbar') {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(selector);
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--sticky-header', `${header.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-header');
    };
  }, [selector]);
}
