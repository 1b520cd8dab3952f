// One bistro: a drawn map (no third-party tiles: they are not reachable here and would cost
// privacy and speed, ADR 143), the address, hours and a directions link that opens the
// visitor's map service.
export interface FranchiseCardData {
  key: string;
  name: string;
  street: string;
  city: string;
  hours: string;
  /** Delivery window, e.g. "Delivery from 11 a.m. to 6:30 p.m.". */
  delivery: string;
  phone: string;
  /** Map label: "Map of the area around …". */
  mapLabel: string;
  directions: string;
  directionsHint: string;
}

export function directionsUrl(street: string, city: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${street}, ${city}, Canada`)}`;
}

/** A small street-plan drawing, varied per bistro so the three cards do not look identical. */
function MapArt({ variant, label }: { variant: number; label: string }) {
  const roads = [
    ['M0 70h320', 'M0 140h320', 'M90 0v210', 'M230 0v210', 'M0 200L320 20'],
    ['M0 60h320', 'M0 160h320', 'M60 0v210', 'M180 0v210', 'M0 20L320 190'],
    ['M0 100h320', 'M140 0v210', 'M260 0v210', 'M0 180L300 0', 'M0 40h320'],
  ][variant % 3] as string[];
  const pin = [
    [160, 105],
    [120, 110],
    [200, 70],
  ][variant % 3] as [number, number];
  return (
    <svg className="bistro-card__map" viewBox="0 0 320 210" width="320" height="210" role="img" aria-label={label}>
      <rect width="320" height="210" fill="#EEF1E6" />
      <path d="M0 0h320v30C240 50 120 10 0 40z" fill="#CFE3EC" />
      <rect x="20" y="150" width="60" height="40" rx="6" fill="#D7E8C9" />
      <rect x="250" y="20" width="50" height="38" rx="6" fill="#D7E8C9" />
      <g stroke="#fff" strokeWidth="12" strokeLinecap="round" fill="none">
        {roads.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g stroke="#E3D9C6" strokeWidth="2" fill="none">
        {roads.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g transform={`translate(${pin[0]} ${pin[1]})`}>
        <path d="M0 0c-14-18-20-28-20-38a20 20 0 0 1 40 0c0 10-6 20-20 38z" fill="var(--color-primary)" />
        <circle cx="0" cy="-38" r="7" fill="#fff" />
      </g>
    </svg>
  );
}

export function FranchiseCard({
  franchise,
  index,
  headingLevel = 3,
}: {
  franchise: FranchiseCardData;
  index: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="bistro-card">
      <MapArt variant={index} label={franchise.mapLabel} />
      <div className="bistro-card__body">
        <Heading>{franchise.name}</Heading>
        <address>
          {franchise.street}
          <br />
          {franchise.city}
        </address>
        <p className="bistro-card__hours">{franchise.hours}</p>
        <p className="bistro-card__hours">{franchise.delivery}</p>
        <p>
          <a href={`tel:${franchise.phone.replace(/[^\d+]/g, '')}`}>{franchise.phone}</a>
        </p>
        <p>
          <a
            className="button button--ghost"
            href={directionsUrl(franchise.street, franchise.city)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {franchise.directions}
            <span className="visually-hidden"> {franchise.directionsHint}</span>
          </a>
        </p>
      </div>
    </article>
  );
}
