import './brand-mark.css';

/** The Lucky Orbit logo: a planet with a ring, drawn in CSS so it needs no image request. */
export function BrandMark({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  return (
    <span className={`brand-mark brand-mark--${size}`} aria-hidden="true">
      <span className="brand-mark__ring brand-mark__ring--back" />
      <span className="brand-mark__planet" />
      <span className="brand-mark__ring brand-mark__ring--front" />
    </span>
  );
}
