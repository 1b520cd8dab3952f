// Island: the scroll-to-top arrow. A plain link to #top (works without JavaScript); once
// hydrated it shows only after the visitor has scrolled.
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../components/ui/icons';

export default function ToTop({ label }: { label: string }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > 400);
    // first reading in the next frame, not during the hydration (a forced layout, ADR 343)
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <a className={shown ? 'to-top' : 'to-top to-top--hidden'} href="#top" aria-label={label}>
      <ArrowUpIcon />
    </a>
  );
}
