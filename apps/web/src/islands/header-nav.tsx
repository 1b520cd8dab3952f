// Island: the main menu's toggle on phones (the menu bar itself is sticky by CSS). Closes with
// Escape; marks the header once the page scrolls (the compact sticky look).
import { useEffect, useState } from 'react';
import { CloseIcon, MenuIcon } from '../components/ui/icons';

export interface HeaderNavProps {
  menuLabel: string;
  navLabel: string;
  links: { key: string; href: string; label: string; current: boolean }[];
}

export default function HeaderNav({ menuLabel, navLabel, links }: HeaderNavProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    const onScroll = () => header?.toggleAttribute('data-scrolled', window.scrollY > 8);
    // the first reading waits for the next frame: reading scrollY now would force a layout in the
    // middle of the page's hydration (ADR 343)
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // listened to from hydration on, not from the menu's opening: an effect runs after the paint, so
  // an Escape pressed as soon as the open menu shows would find no listener yet
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button type="button" className="nav-toggle" aria-expanded={open} aria-controls="main-nav" onClick={() => setOpen((o) => !o)}>
        {open ? <CloseIcon /> : <MenuIcon />}
        <span>{menuLabel}</span>
      </button>
      <nav id="main-nav" className={open ? 'main-nav main-nav--open' : 'main-nav'} aria-label={navLabel}>
        <ul>
          {links.map((l) => (
            <li key={l.key}>
              <a href={l.href} className={l.current ? 'active' : undefined} aria-current={l.current ? 'page' : undefined}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
